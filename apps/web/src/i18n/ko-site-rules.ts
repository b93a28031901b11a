/** The rules page's and its console tab's texts (issue 16); the server's refusals are in contracts. */
export const koRules = {
  contents: '목차',
  loading: '규정을 불러오는 중',
  empty: '등록된 규정이 없습니다.',
  updated: (date: string) => `최종 수정 ${date}`,
};

export const koRulesAdmin = {
  tab: '규정 관리',
  category: '분류',
  title: '제목',
  body: '내용 (HTML)',
  save: '저장',
  saving: '저장 중…',
  saved: '규정을 저장했습니다.',
  preview: '저장된 내용 미리보기',
  previewEmpty: '저장된 내용이 없습니다.',
};
