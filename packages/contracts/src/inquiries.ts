/**
 * The customer centre's 1:1 inquiries (issue 16): their categories and the write form's purposes
 * (/customer/write/{flag}). Zod-free, so the first load and the console can name them cheaply.
 */
export const inquiryCategories = [
  'general',
  'account',
  'cashier',
  'sports',
  'minigame',
  'casino',
  'event',
  'other',
] as const;
export type InquiryCategory = (typeof inquiryCategories)[number];

export const inquiryCategoryNames: Record<InquiryCategory, string> = {
  general: '일반문의',
  account: '계좌문의',
  cashier: '입출금문의',
  sports: '스포츠',
  minigame: '미니게임',
  casino: '카지노/슬롯',
  event: '이벤트/쿠폰',
  other: '기타',
};

export const inquiryStatuses = ['waiting', 'answered'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const inquiryStatusNames: Record<InquiryStatus, string> = { waiting: '대기', answered: '답변완료' };

/** What /customer/write/{flag} fills in; the deposit page's 계좌문의 opens `account`. */
export const inquiryFlags = {
  account: { category: 'account', title: '입금 계좌 문의' },
} as const satisfies Record<string, { category: InquiryCategory; title: string }>;
export type InquiryFlag = keyof typeof inquiryFlags;

export const isInquiryFlag = (flag: string | undefined): flag is InquiryFlag =>
  flag !== undefined && Object.hasOwn(inquiryFlags, flag);

export const INQUIRY_TITLE_MAX = 100;
export const INQUIRY_BODY_MAX = 2000;
export const TEMPLATE_TITLE_MAX = 50;
