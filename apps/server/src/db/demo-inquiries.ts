/** The customer centre on a fresh demo site: the demo member's two inquiries and the operators' templates. */
import type { Database } from './client';
import { inquiries, inquiryTemplates } from './schema/inquiries';

export const demoInquiryTemplates = [
  {
    title: '확인 후 안내',
    body: '안녕하세요, 고객센터입니다.\n문의하신 내용을 확인하고 있습니다. 확인되는 대로 다시 안내해드리겠습니다.',
  },
  {
    title: '입금 확인 완료',
    body: '안녕하세요, 고객센터입니다.\n입금이 확인되어 보유머니에 반영되었습니다. 이용해주셔서 감사합니다.',
  },
];

/** One answered inquiry the member has not read yet (the badge shows it) and one still waiting. */
export async function seedDemoInquiries(db: Database, memberId: number, operatorId: number, now: Date): Promise<void> {
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  await db.insert(inquiries).values([
    {
      memberId,
      category: 'event',
      title: '출석 보상 쿠폰 문의',
      body: '출석 7일을 채웠는데 보상 쿠폰이 언제 들어오나요?',
      createdAt: minutesAgo(120),
      answer: '안녕하세요, 고객센터입니다.\n출석 보상 쿠폰은 출석을 채운 다음 날 오전에 쿠폰함으로 지급됩니다.',
      answeredAt: minutesAgo(90),
      answeredBy: operatorId,
    },
    {
      memberId,
      category: 'sports',
      title: '경기 취소 시 베팅 처리',
      body: '베팅한 경기가 취소되면 어떻게 처리되나요?',
      createdAt: minutesAgo(30),
    },
  ]);
  await db.insert(inquiryTemplates).values(demoInquiryTemplates.map((template) => ({ ...template, updatedAt: now })));
}
