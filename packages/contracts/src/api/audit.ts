/**
 * The operator audit trail (docs/decisions/053): what each console action is called, the list the
 * console's 감사 로그 tab reads, and what the chain check answers.
 */
import { z } from 'zod';
import { seoulDaySchema, textSchema } from './fields';
import { pageOf, pageQueryOf } from './lists';

/**
 * Every action the trail records, by a stable code (stored in each row and hashed: never rename one)
 * and the label the console shows. A new operator route adds its code here.
 */
export const AUDIT_ACTION_LABELS = {
  'settings.update': '사이트 설정 변경',
  'newsLink.update': '흐르는 공지 저장',
  'popup.create': '팝업 추가',
  'popup.delete': '팝업 삭제',
  'member.update': '회원 정보 변경',
  'member.logout': '회원 강제 로그아웃',
  'member.balance.adjust': '회원 머니 지급·차감',
  'member.bankAccount.update': '회원 출금 계좌 변경',
  'member.withdrawalPassword.unlock': '출금 비밀번호 잠금 해제',
  'member.rollingRates.update': '회원 추천인 롤링 요율 변경',
  'member.playLimit.lower': '회원 이용 한도 낮추기',
  'member.note.add': '회원 메모 작성',
  'bet.void': '베팅 적특 처리',
  'fixture.resettle': '경기 재정산',
  'cash.approve': '충전·환전 신청 승인',
  'cash.refuse': '충전·환전 신청 거절',
  'cashier.settings.update': '입출금 설정 변경',
  'accountInquiry.answer': '계좌문의 답변',
  'sports.settings.update': '스포츠 베팅 설정 변경',
  'cashOut.settings.update': '캐시아웃 설정 변경',
  'hedging.update': '양방 베팅 제한 변경',
  'betLimit.update': '베팅 한도 변경',
  'sports.advance': '스포츠 피드 시간 앞당기기',
  'minigame.settings.update': '미니게임 설정 변경',
  'minigame.drawNow': '미니게임 즉시 추첨',
  'virtuals.playNow': '가상 스포츠 즉시 진행',
  'casino.product.switch': '카지노 상품 켜기·끄기',
  'casino.vendor.update': '카지노 게임사 설정',
  'casino.round.rollback': '카지노 라운드 취소',
  'partner.create': '파트너 만들기',
  'partner.rates.update': '파트너 요율 변경',
  'partner.member.move': '회원의 파트너 변경',
  'rolling.settlement.request': '롤링 정산 신청 (파트너)',
  'rolling.settlement.approve': '롤링 정산 승인',
  'rolling.settlement.refuse': '롤링 정산 거절',
  'rolling.settings.update': '롤링 설정 변경',
  'coupon.issue': '쿠폰 지급',
  'voucher.fulfil': '교환권 발송 처리',
  'event.create': '이벤트 추가',
  'event.update': '이벤트 수정',
  'event.delete': '이벤트 삭제',
  'event.image.upload': '이미지 올리기',
  'tournament.create': '토너먼트 만들기',
  'tournament.update': '토너먼트 수정',
  'tournament.cancel': '토너먼트 취소',
  'jackpot.settings.update': '잭팟·토너먼트 설정 변경',
  'roulette.settings.update': '룰렛 설정 변경',
  'attendance.settings.update': '출석 설정 변경',
  'rule.update': '규정 저장',
  'inquiry.answer': '문의 답변',
  'inquiry.answer.edit': '문의 답변 수정',
  'inquiryTemplate.create': '답변 템플릿 추가',
  'inquiryTemplate.update': '답변 템플릿 수정',
  'inquiryTemplate.delete': '답변 템플릿 삭제',
  'board.notice.create': '운영 공지 작성',
  'board.post.update': '게시글 숨김·고정 변경',
  'board.post.delete': '게시글 삭제',
  'board.comment.delete': '댓글 삭제',
  'board.settings.update': '게시판 설정 변경',
  'ipBlock.add': 'IP 차단',
  'ipBlock.remove': 'IP 차단 해제',
  'loginLock.clear': '로그인 잠금 해제',
  'message.send': '쪽지 보내기',
  'messageCampaign.create': '단체 쪽지 보내기',
  'reservedName.add': '금지 닉네임 추가',
  'reservedName.remove': '금지 닉네임 삭제',
  'verification.approve': '본인 인증 승인',
  'verification.refuse': '본인 인증 거절',
  'staff.create': '직원 계정 만들기',
  'staff.role.change': '직원 역할 변경',
  'staff.suspend': '직원 계정 정지',
  'staff.resume': '직원 계정 정지 해제',
  'risk.flag.resolve': '리스크 플래그 해결',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** What kind of thing an action changed; with its id it is the row's 대상. */
export const AUDIT_TARGET_LABELS = {
  settings: '설정',
  member: '회원',
  bet: '베팅',
  fixture: '경기',
  cashRequest: '충전·환전 신청',
  accountInquiry: '계좌문의',
  betLimit: '베팅 한도',
  minigame: '미니게임',
  league: '가상 리그',
  casinoProduct: '카지노 상품',
  casinoVendor: '카지노 게임사',
  casinoRound: '카지노 라운드',
  partner: '파트너',
  settlement: '롤링 정산',
  coupon: '쿠폰',
  voucher: '교환권',
  event: '이벤트',
  image: '이미지',
  tournament: '토너먼트',
  rule: '규정',
  inquiry: '문의',
  inquiryTemplate: '답변 템플릿',
  post: '게시글',
  comment: '댓글',
  popup: '팝업',
  ip: 'IP',
  loginLock: '로그인 잠금',
  message: '쪽지',
  messageCampaign: '단체 쪽지',
  reservedName: '금지 닉네임',
  verification: '본인 인증 신청',
  staff: '직원 계정',
  riskFlag: '리스크 플래그',
} as const;
export type AuditTargetKind = keyof typeof AUDIT_TARGET_LABELS;
export const AUDIT_TARGET_KINDS = Object.keys(AUDIT_TARGET_LABELS) as [AuditTargetKind, ...AuditTargetKind[]];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorMemberId: z.number().int(),
  actorUserId: z.string(),
  ip: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/audit: newest first; every filter optional; the days are Seoul days, both included. */
export const auditQuerySchema = pageQueryOf(30).extend({
  action: z.enum(AUDIT_ACTIONS, { error: '작업 종류를 목록에서 골라주세요.' }).optional(),
  actor: textSchema.trim().max(64, '관리자 아이디는 64자 이하로 입력해주세요.').optional(),
  targetKind: z.enum(AUDIT_TARGET_KINDS, { error: '대상 종류를 목록에서 골라주세요.' }).optional(),
  targetId: textSchema.trim().max(64, '대상 번호는 64자 이하로 입력해주세요.').optional(),
  from: seoulDaySchema.optional(),
  to: seoulDaySchema.optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/**
 * GET /api/admin/audit/check: the whole chain recomputed. `firstBroken` is the first row whose hash
 * does not match its content (`edited`) or whose prev_hash is not the row before's hash (`unlinked`:
 * a row removed or slipped in before it); null when the chain is intact. `headHash` is the last row's
 * hash (on a break, the last intact row's), for the operator to keep somewhere else: a chain rewritten
 * from the start shows against it.
 */
export const auditCheckSchema = z.object({
  rowsChecked: z.number().int(),
  headHash: z.string().nullable(),
  firstBroken: z.object({ id: z.number().int(), problem: z.enum(['edited', 'unlinked']) }).nullable(),
});
export type AuditCheck = z.infer<typeof auditCheckSchema>;

/** Why the operator made a change whose call has no reason of its own (a setting): optional, kept in the trail. */
export const auditReasonSchema = z.object({
  reason: textSchema.trim().max(200, '사유는 200자 이하로 입력해주세요.').optional(),
});
