export { commentRoutes } from './comment-routes';
export { replyOfficially } from './comments';
export { reviewsOperatorRoutes } from './operator-routes';
export { countReviewsWithoutReply } from './review-moderation';
export { orderReviewRoutes } from './order-review-routes';
export { writeFirstReview, writeFollowUp } from './order-reviews';
