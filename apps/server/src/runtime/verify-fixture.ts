/**
 * npm run verify:fixture -- <fixture id> [site address]
 *
 * Checks a finished (or called-off) sports fixture as any member could: fetches its proof from the
 * site (GET /api/sports/fixtures/:id/proof), recomputes the commitment from the revealed secret and
 * replays the whole match with this repository's simulator (docs/decisions/050). The address defaults
 * to SITE_URL, then http://localhost:8080. Exits 0 when everything agrees, 1 when anything does not.
 */
import { fixtureProofSchema } from '@site/contracts/api/sports';
import { checkFixtureProof } from '../sim/sports/verify-fixture';

const FETCH_TIMEOUT_MS = 10_000;

async function main(): Promise<number> {
  const [idText, address = process.env.SITE_URL ?? 'http://localhost:8080'] = process.argv.slice(2);
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0) {
    console.error('사용법: npm run verify:fixture -- <경기 번호> [사이트 주소]');
    return 2;
  }
  const url = new URL(`/api/sports/fixtures/${id}/proof`, address);
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) {
    console.error(`${url}: HTTP ${response.status}`);
    return 2;
  }
  const proof = fixtureProofSchema.parse(await response.json());
  if (proof.secret === null) {
    console.error(`경기 ${id}는 아직 끝나지 않아 비밀값이 공개되지 않았습니다 (커밋: ${proof.commitment ?? '없음'}).`);
    return 2;
  }
  const check = checkFixtureProof(proof);
  const mark = (ok: boolean) => (ok ? '일치' : '불일치');
  console.log(`경기 ${id} ${proof.home} vs ${proof.away}`);
  console.log(`  커밋 해시 sha256("${id}:<비밀값>"): ${mark(check.commitmentMatches)}`);
  console.log(`  팀 (공개 시드 ${proof.planSeed}): ${mark(check.teamsMatch)}`);
  const replayed = check.replayed.cancelled ? '취소' : (check.replayed.score?.join(':') ?? '-');
  const shown = proof.status === 'cancelled' ? '취소' : `${proof.homeScore}:${proof.awayScore}`;
  console.log(`  결과: 재현 ${replayed}, 사이트 ${shown} → ${mark(check.resultMatches)}`);
  console.log(check.valid ? '검증 성공' : '검증 실패');
  return check.valid ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
