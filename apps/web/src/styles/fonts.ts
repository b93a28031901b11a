// Noto Sans KR, self-hosted. Its @font-face list is ~50 KB gzip (one face per Unicode slice), so it
// loads after the first render instead of blocking it; text shows in the system font until then.
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
