export { Avatar, type AvatarProps } from "./Avatar";
export * from "./avatarVariants";
export { initialsOf } from "./initialsOf";
