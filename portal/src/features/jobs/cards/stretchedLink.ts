/**
 * The card's title link covers the whole card (one link per card, named by the title, for screen readers and
 * keyboards), while the rest of the card stays plain text.
 */
export const stretchedLink = {
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 1 },
} as const;
