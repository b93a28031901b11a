/** The Korean answers of 단체 쪽지 (the console shows them as they are). */
export const campaignErrors = {
  /** 400: the segment chooses no member, so there is nothing to send */
  nobody: '조건에 맞는 회원이 없습니다. 대상 조건을 바꿔주세요.',
  /** 400: the partner named in the segment is not a partner account */
  notAPartner: (userId: string) => `'${userId}'은(는) 파트너 아이디가 아닙니다.`,
} as const;
