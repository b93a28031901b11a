/**
 * A member's whole page in the console (issue 36, docs/decisions/076): a risk analyst opens twinstar
 * from the members list, sees twinmoon under 연결 계정 with what the two share, and leaves a note that
 * shows signed and dated; a read-only viewer sees the same page without the note form. Each width
 * signs in with staff accounts of its own (one session per account: the widths run side by side).
 */

import { koAdmin } from '../../apps/web/src/i18n/ko-admin';
import { koMemberPicture } from '../../apps/web/src/i18n/ko-member-picture';
import { acceptAlert, expect, test } from '../fixtures';
import { shot } from '../support/shots';
import { signInNewStaff } from '../support/session';

const text = koMemberPicture;

/** The whole page is one call; on a busy machine the server may ask the console to retry it (503) first. */
const PAGE_LOAD = { timeout: 30_000 };

test('a risk analyst opens twinstar from the list, sees twinmoon linked and leaves a signed note', async ({
  page,
  request,
  problems: _,
}, testInfo) => {
  // The sign-in waits for a step of codes the enrolment has not used.
  test.setTimeout(90_000);
  const analyst = await signInNewStaff(page, request, 'risk');
  await page.goto('/admin?tab=members');
  await page.getByRole('searchbox', { name: koAdmin.members.search }).fill('twinstar');
  await page.getByRole('link', { name: text.open('twinstar') }).click();
  await expect(page).toHaveURL(/\/admin\?tab=members&member=twinstar$/);
  await expect(page.getByRole('heading', { name: text.title('twinstar', '쌍둥이별') })).toBeVisible(PAGE_LOAD);

  const linked = page.getByRole('list', { name: text.linked.title });
  await expect(linked.getByRole('link', { name: text.open('twinmoon') })).toBeVisible();
  for (const kind of ['device', 'ip', 'bank'] as const) await expect(linked).toContainText(text.linked.kinds[kind]);
  await shot(page, testInfo, 'i36-member-picture');

  const body = `출금 계좌 공유 확인 ${testInfo.project.name} ${Date.now()}`;
  await page.getByRole('textbox', { name: text.notes.label }).fill(body);
  await page.getByRole('button', { name: text.notes.add }).click();
  await acceptAlert(page, text.notes.added);
  const note = page.getByRole('list', { name: text.notes.title }).getByRole('listitem').filter({ hasText: body });
  await expect(note).toContainText(`(${analyst}) · `);
  await expect(note).toContainText(/\d{2}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await shot(page, testInfo, 'i36-member-picture-note');

  // The linked member's own page, and back to the list.
  await linked.getByRole('link', { name: text.open('twinmoon') }).click();
  await expect(page.getByRole('heading', { name: text.title('twinmoon', '쌍둥이달') })).toBeVisible(PAGE_LOAD);
  await expect(
    page.getByRole('list', { name: text.linked.title }).getByRole('link', { name: text.open('twinstar') }),
  ).toBeVisible();
  await page.getByRole('link', { name: new RegExp(text.back) }).click();
  await expect(page.getByRole('searchbox', { name: koAdmin.members.search })).toBeVisible();
});

test('the read-only viewer sees twinstar’s page without the note form', async ({
  page,
  request,
  problems: _,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInNewStaff(page, request, 'readonly');
  await page.goto('/admin?tab=members&member=twinstar');
  const linked = page.getByRole('list', { name: text.linked.title });
  await expect(linked.getByRole('link', { name: text.open('twinmoon') })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: text.notes.title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: text.notes.label })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.notes.add })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.lock })).toHaveCount(0);
  await shot(page, testInfo, 'i36-member-picture-readonly');

  // A member with money and history: the ledger's rows, in the viewer's read-only page.
  await page.goto('/admin?tab=members&member=demo');
  await expect(page.getByRole('heading', { name: text.ledger.title })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: text.title('demo', '데모회원') })).toBeVisible();
  await shot(page, testInfo, 'i36-member-picture-demo');
});
