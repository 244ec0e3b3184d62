/** Texts of the admin's review moderation (issue 21 point 5). */
export const adminReviews = {
  title: 'Reviews',
  description:
    'Verified buyers’ reviews, pending ones first. Approve a review to show it on its product’s page, hide it to take it away, and answer it publicly.',
  filters: 'Filter reviews',
  status: 'Status',
  stars: 'Rating',
  all: 'All',
  starsOption_one: '{{count}} star',
  starsOption_other: '{{count}} stars',
  note: 'Newest first within each status; pending reviews are never shown to shoppers.',
  clear: 'Clear filters',
  total_one: '{{count}} review',
  total_other: '{{count}} reviews',
  emptyTitle: 'No reviews yet',
  emptyDescription:
    'Buyers are invited to review what they bought once their order is delivered; their reviews wait here for you.',
  noMatchTitle: 'No reviews match',
  noMatchDescription: 'Try another status or rating.',
  statuses: { pending: 'Pending', approved: 'Approved', hidden: 'Hidden' },
  rated: 'Rated {{count}} of 5',
  order: 'Order',
  writtenIn: { en: 'Written in English', ar: 'Written in Arabic' },
  reply: 'Your public reply',
  actions: {
    approve: 'Approve',
    hide: 'Hide',
    reply: 'Reply',
    editReply: 'Edit reply',
  },
  replyDialog: {
    title: 'Reply publicly',
    description:
      'Your reply is shown under the review on the product’s page. Leave it empty to remove it.',
    label: 'Reply',
    save: 'Save reply',
    failed: 'The reply could not be saved',
  },
  done: {
    approved: 'Review approved',
    hidden: 'Review hidden',
    replied: 'Reply saved',
    failed: 'The review could not be changed',
  },
};
