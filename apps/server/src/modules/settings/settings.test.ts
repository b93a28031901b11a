import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';

const demo = useDemoApp();

const get = (url: string) => demo.app.inject({ method: 'GET', url });
const putSettings = (payload: Record<string, unknown>) => demo.asAdmin('PUT', '/api/admin/settings', payload);

describe('public settings', () => {
  it('answer the defaults in the shapes of SPEC.md §7, without a login', async () => {
    expect((await get('/api/setting/maintanace')).json()).toEqual({ siteNoticeFlg: false });
    expect((await get('/api/setting/autoLogoutMin')).json()).toEqual({ autoLogoutMin: 60 });
    expect((await get('/api/settingSignUp')).json()).toEqual({ joinStartEndFlg: false });
  });

  it("follow the operator's changes", async () => {
    const response = await putSettings({ siteNoticeFlg: true, autoLogoutMin: 30, joinStartEndFlg: true });
    expect(response.statusCode).toBe(200);
    expect((await get('/api/setting/maintanace')).json()).toEqual({ siteNoticeFlg: true });
    expect((await get('/api/setting/autoLogoutMin')).json()).toEqual({ autoLogoutMin: 30 });
    expect((await get('/api/settingSignUp')).json()).toEqual({ joinStartEndFlg: true });
    await putSettings({ siteNoticeFlg: false, autoLogoutMin: 60, joinStartEndFlg: false });
  });
});

describe('/api/admin/settings', () => {
  it('changes only the fields sent and answers all of them', async () => {
    const response = await putSettings({ tetherMaintenanceFlag: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      siteNoticeFlg: false,
      autoLogoutMin: 60,
      joinStartEndFlg: false,
      tetherMaintenanceFlag: 1,
      verificationBeforeDeposit: false,
    });
    const read = await demo.asAdmin('GET', '/api/admin/settings');
    expect(read.json()).toMatchObject({ tetherMaintenanceFlag: 1 });
  });

  it('refuses values outside their range with 400', async () => {
    for (const payload of [
      { autoLogoutMin: 0 },
      { tetherMaintenanceFlag: 2 },
      { siteNoticeFlg: 'yes' },
      { verificationBeforeDeposit: 'on' },
    ]) {
      expect((await putSettings(payload)).statusCode).toBe(400);
    }
  });
});
