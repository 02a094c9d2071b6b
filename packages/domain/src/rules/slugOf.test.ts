import { describe, expect, it } from "vitest";
import { eventSlugOf, maxSlugLength, organizerSlugOf, slugOf } from "./slugOf";

describe("slugOf", () => {
  it.each([
    // Latin with accents, as most titles are.
    ["Teatro alla Scala", "teatro-alla-scala"],
    ["Concerto d'estate", "concerto-d-estate"],
    ["  ¡Órbita -- 2025!  ", "orbita-2025"],
    ["café & bar", "cafe-bar"],
    // Vietnamese: đ is a letter of its own, not a d with an accent.
    ["Đà Nẵng", "da-nang"],
    ["Hội An Lantern Festival", "hoi-an-lantern-festival"],
    ["Lễ hội Ánh sáng Đêm", "le-hoi-anh-sang-dem"],
    // Turkish: dotted and dotless i, ş, ğ, ç.
    ["İstanbul Şarkı", "istanbul-sarki"],
    ["Çağrı Işık Gecesi", "cagri-isik-gecesi"],
    ["İZMİR CAZ FESTİVALİ", "izmir-caz-festivali"],
    // Russian: Cyrillic spelled in Latin letters.
    ["Москва — Большой театр", "moskva-bolshoy-teatr"],
    ["Щелкунчик", "schelkunchik"],
    ["Ёлка 2026", "yolka-2026"],
    // German: umlauts as ae, oe, ue and ß as ss, the way Germans write them without the letters.
    ["Größe Straße", "groesse-strasse"],
    ["Kölner Übungsabend", "koelner-uebungsabend"],
    ["ÄRZTE KONZERT", "aerzte-konzert"],
    // Polish: ł, ż, ź, ó, ś, ć, ą, ę, ń.
    ["Łódź Żółć", "lodz-zolc"],
    ["Święto Wrocławia", "swieto-wroclawia"],
    ["Gdańsk Jazz Ąę", "gdansk-jazz-ae"],
    // Emoji are left out; a title of emoji only gets the fallback.
    ["🎉 Party Crew 2025", "party-crew-2025"],
    ["Festa 🎶🎸 di Primavera", "festa-di-primavera"],
    ["I ♥ Roma", "i-roma"],
    ["🎉🎉🎉", "event"],
    ["🦄", "event"],
    // Nothing usable at all.
    ["北京音乐厅", "event"],
    ["---", "event"],
    ["", "event"],
    ["   ", "event"],
  ])("%j → %s", (title, slug) => {
    expect(slugOf(title, "event")).toBe(slug);
  });

  it("keeps at most the maximum length, never ending on a dash", () => {
    expect(slugOf("a".repeat(150), "event")).toHaveLength(maxSlugLength);
    const cutAtDash = `${"a".repeat(maxSlugLength - 1)} bcd`;
    expect(slugOf(cutAtDash, "event")).toBe("a".repeat(maxSlugLength - 1));
  });
});

describe("eventSlugOf and organizerSlugOf", () => {
  it.each([
    ["Teatro alla Scala", "teatro-alla-scala", "teatro-alla-scala"],
    ["🎭", "event", "organizer"],
    ["北京音乐厅", "event", "organizer"],
  ])("%j → %s / %s", (text, eventSlug, organizerSlug) => {
    expect(eventSlugOf(text)).toBe(eventSlug);
    expect(organizerSlugOf(text)).toBe(organizerSlug);
  });
});
