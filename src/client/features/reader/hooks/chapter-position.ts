/**
 * How far down a chapter the reader is, and the way back there. 0 is the chapter's first line at
 * the top of the window; 1 is its last line at the bottom (the whole chapter read). A chapter
 * shorter than the window is read as soon as it is shown.
 */
export function chapterPosition(article: HTMLElement): number {
  const rect = article.getBoundingClientRect();
  const scrollable = rect.height - window.innerHeight;
  if (scrollable <= 0) return 1;
  const fraction = -rect.top / scrollable;
  return Math.round(Math.min(1, Math.max(0, fraction)) * 10000) / 10000;
}

/** Scrolls the window so the chapter sits at `position` (the inverse of chapterPosition). */
export function scrollToChapterPosition(article: HTMLElement, position: number): void {
  const rect = article.getBoundingClientRect();
  const top = rect.top + window.scrollY;
  const scrollable = Math.max(0, rect.height - window.innerHeight);
  window.scrollTo({ top: top + scrollable * Math.min(1, Math.max(0, position)), behavior: 'instant' });
}
