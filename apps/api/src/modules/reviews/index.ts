export { commentRoutes } from './comment-routes';
export { replyOfficially } from './comments';
export { reviewsOperatorRoutes } from './operator-routes';
export { orderReviewRoutes } from './order-review-routes';
export { writeFirstReview, writeFollowUp } from './order-reviews';
