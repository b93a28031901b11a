/** What a member or the operator reads when a virtual sports call is refused; shown as they are. */
export const virtualErrors = {
  sportNotFound: '존재하지 않는 가상 스포츠입니다.',
  leagueNotFound: '존재하지 않는 리그입니다.',
} as const;
