/** Why a risk flag call is refused, in Korean (the console shows the server's text). */
export const riskErrors = {
  flagNotFound: '리스크 플래그를 찾을 수 없습니다.',
  alreadyResolved: '이미 해결된 플래그입니다.',
} as const;
