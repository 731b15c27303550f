/** "Lake Highlands: a native meadow…" shows the place in bold; a caption without a place shows as is. */
export function CarouselCaption({ text }: { text: string }) {
  const colon = text.indexOf(': ');
  if (colon < 1 || colon > 40) return <>{text}</>;
  return (
    <>
      <strong className="font-semibold text-brand-800">{text.slice(0, colon)}</strong>
      {text.slice(colon)}
    </>
  );
}
