/** The events' sanitized HTML body, for other operator-authored pages (the rules of /rule). */
export { EventBody as SafeHtmlBody } from '../components/event-body';
