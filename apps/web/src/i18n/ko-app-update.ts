/** What a page says when a part of it could not be loaded and an automatic reload already failed. */
export const koAppUpdate = {
  title: '사이트가 새 버전으로 바뀌었습니다',
  message: '화면 일부를 불러오지 못했습니다. 새로고침하면 최신 화면으로 열립니다.',
  reload: '새로고침',
};
