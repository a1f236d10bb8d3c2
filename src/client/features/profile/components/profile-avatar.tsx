/** The user's picture, or the first letter of their name on the accent colour when they have none. */
export function ProfileAvatar({ username, image }: { username: string; image: string | null }) {
  return image ? (
    <img
      src={image}
      alt=""
      className="size-20 shrink-0 rounded-full border border-line object-cover sm:size-24"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-accent font-display text-3xl text-on-accent sm:size-24 sm:text-4xl"
    >
      {username.charAt(0).toUpperCase()}
    </span>
  );
}
