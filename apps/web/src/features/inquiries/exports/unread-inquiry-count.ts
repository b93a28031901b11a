/** The signed-in member's unread inquiry answers, for the top bar and whoever else shows them. */
export { useUnreadInquiries as useUnreadInquiryCount } from '../api/inquiries';
