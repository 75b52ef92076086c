/**
 * Where a device keeps 'Günlük tekrar' (decisions 0116, 0118): a signed-in pupil's reviews under
 * their own id until sent; a visitor's under VISITOR, with the visitor's cards, until someone who
 * signs in here says they are theirs. Apart from the outbox's code: every page's marks question
 * counts a visitor's reviews and must not load the outbox for it.
 */
export const VISITOR = "ziyaretci";
export type ReviewOwner = number | typeof VISITOR;

export const reviewsKeyOf = (owner: ReviewOwner) => `merdiven:tekrar:${owner}`;

/** A visitor's cards (core/review/device-deck.ts's Deck). */
export const VISITOR_DECK_KEY = "merdiven:tekrar-kartlar:ziyaretci";
