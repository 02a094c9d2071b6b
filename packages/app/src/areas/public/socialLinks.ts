import type { SocialNetwork } from "@varco/domain";

/** How each network is named on the page (its own brand name, the same in every language). */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  discord: "Discord",
  tiktok: "TikTok",
  youtube: "YouTube",
  snapchat: "Snapchat",
  twitch: "Twitch",
  reddit: "Reddit",
  pinterest: "Pinterest",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  vk: "VK",
  weibo: "Weibo",
  wechat: "WeChat",
  flickr: "Flickr",
  tumblr: "Tumblr",
  quora: "Quora",
  vimeo: "Vimeo",
  github: "GitHub",
};

/** Where a handle leads on each network; WeChat has no public profile address, so it is shown, not linked. */
const profileAddress: Record<SocialNetwork, ((handle: string) => string) | null> = {
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  twitter: (handle) => `https://x.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}`,
  discord: (handle) => `https://discord.gg/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  snapchat: (handle) => `https://www.snapchat.com/add/${handle}`,
  twitch: (handle) => `https://www.twitch.tv/${handle}`,
  reddit: (handle) => `https://www.reddit.com/user/${handle}`,
  pinterest: (handle) => `https://www.pinterest.com/${handle}`,
  // A phone number in international form, digits only.
  whatsapp: (handle) => `https://wa.me/${decodeURIComponent(handle).replace(/\D/gu, "")}`,
  telegram: (handle) => `https://t.me/${handle}`,
  vk: (handle) => `https://vk.com/${handle}`,
  weibo: (handle) => `https://weibo.com/${handle}`,
  wechat: null,
  flickr: (handle) => `https://www.flickr.com/people/${handle}`,
  tumblr: (handle) => `https://${handle}.tumblr.com`,
  quora: (handle) => `https://www.quora.com/profile/${handle}`,
  vimeo: (handle) => `https://vimeo.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
};

/** One of the organiser's profiles as the page shows it: a link, or (WeChat) the handle as text. */
export interface SocialProfile {
  network: SocialNetwork;
  name: string;
  handle: string;
  href: string | null;
}

/** A web address the page may link to: http(s) only, never `javascript:` or the like. */
export function safeWebAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The profiles an organiser saved, in the networks' order. A handle may be typed as `@name`, as
 * `name`, or as the whole profile address (kept when it is http(s)); anything else becomes one
 * path segment of the network's address, so it cannot lead elsewhere.
 */
export function socialProfiles(
  handles: Partial<Record<SocialNetwork, string | null>> | null | undefined,
): SocialProfile[] {
  if (!handles) return [];
  return (Object.keys(socialNetworkNames) as SocialNetwork[]).flatMap((network) => {
    const typed = handles[network]?.trim();
    if (!typed) return [];
    const name = socialNetworkNames[network];
    if (/^https?:\/\//iu.test(typed)) {
      const href = safeWebAddress(typed);
      return href ? [{ network, name, handle: typed, href }] : [];
    }
    const handle = typed.replace(/^@+/u, "");
    if (!handle) return [];
    const address = profileAddress[network];
    return [{ network, name, handle, href: address ? address(encodeURIComponent(handle)) : null }];
  });
}
