import { useMutation } from '@tanstack/react-query';
import type { BookShowingAnswer } from '@shared/search/booking';
import type { BookShowingRequest } from '@shared/search/booking-schemas';
import { api } from '../../../lib/api/client';

/** `POST /properties/{mls}/book`: asks the user's agent for a showing (document 3 §2.6). */
export function bookShowing(mls: string, request: BookShowingRequest): Promise<BookShowingAnswer> {
  return api.property.bookShowing({ params: { mls }, body: request });
}

export function useBookShowing(mls: string) {
  return useMutation({ mutationFn: (request: BookShowingRequest) => bookShowing(mls, request) });
}
