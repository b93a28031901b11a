/** The console's 리스크 플래그 tab (issue 36). Only the lazily loaded console imports it. */
import type { RiskFlagKind, RiskFlagStatus } from '@site/contracts/api/admin-risk';

/** Each risk flag kind's name: the risk tab, the member's page and the 단체 쪽지 segment all say the same. */
export const riskFlagKindLabels = {
  shared_device: '같은 기기',
  shared_ip: '같은 IP',
  shared_bank: '같은 출금 계좌',
  shared_phone: '같은 전화번호',
  hedge_across: '연결 계정 양방',
  bonus_abuse: '보너스 악용',
  big_win: '고액 당첨',
  stake_jump: '베팅액 급증',
} satisfies Record<RiskFlagKind, string>;

export const koRisk = {
  tab: '리스크 플래그',
  title: '리스크 플래그',
  help: '검사는 5분마다 최근 7일의 로그인·베팅·입출금을 살펴 새로 찾은 것만 플래그로 올립니다. 같은 발견은 한 번만 올라옵니다.',
  kinds: riskFlagKindLabels,
  statuses: { open: '열림', resolved: '해결됨' } satisfies Record<RiskFlagStatus, string>,
  status: '상태',
  kind: '종류',
  allKinds: '전체',
  sweep: '지금 검사',
  sweeping: '검사 중…',
  sweepDone: (total: number) => (total === 0 ? '새로 찾은 플래그가 없습니다.' : `새 플래그 ${total}건을 찾았습니다.`),
  sweepKinds: (parts: string[]) => parts.join(', '),
  member: '회원',
  otherMember: '연결 계정',
  detectedAt: '발견',
  subject: '대상',
  evidence: '근거 보기',
  hideEvidence: '근거 접기',
  evidenceTitle: '근거',
  resolve: '해결',
  resolveTitle: '플래그 해결',
  resolveHelp: '무엇을 확인했고 어떻게 조치했는지 남겨주세요. 감사 로그에도 기록됩니다.',
  note: '해결 메모',
  noteRequired: '해결 메모를 입력해주세요.',
  resolving: '저장 중…',
  resolved: '플래그를 해결했습니다.',
  resolvedBy: (userId: string, at: string) => `${userId} · ${at} 해결`,
  empty: '조건에 맞는 플래그가 없습니다.',
  failed: '플래그를 불러오지 못했습니다.',
  listLabel: '리스크 플래그 목록',
};
