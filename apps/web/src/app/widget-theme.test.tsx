import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Alert, Button, Drawer, Modal } from 'antd';
import { Pagination } from '../components/ui/pagination.tsx';
import { Select } from '../components/ui/select.tsx';
import { StatusResult } from '../components/ui/status-result.tsx';
import { changeLanguage } from '../lib/i18n.ts';
import { WidgetTheme } from './widget-theme.tsx';

describe('the portal-wide widget settings', () => {
  it('when a Chinese label of two characters is on a button, then it shows as written, without a space', async () => {
    await changeLanguage('zh-hk');
    render(
      <WidgetTheme>
        <Button>搜尋</Button>
        <Button type="primary">返回</Button>
      </WidgetTheme>,
    );
    expect(screen.getByRole('button', { name: '搜尋' }).textContent).toBe('搜尋');
    expect(screen.getByRole('button', { name: '返回' }).textContent).toBe('返回');
  });

  it('when antd widgets draw their icons, then no icon is announced by its English name', async () => {
    await changeLanguage('zh-hk');
    render(
      <WidgetTheme>
        {(['success', 'info', 'warning', 'error'] as const).map((type) => (
          <Alert key={type} type={type} showIcon title={type} />
        ))}
        {(['success', 'info', 'warning', 'error'] as const).map((status) => (
          <StatusResult key={status} status={status} title={status} />
        ))}
        <Select
          ariaLabel="選擇"
          options={[{ value: 'a', label: 'A' }]}
          value="a"
          onChange={() => {}}
          allowClear
        />
        <Button loading>載入</Button>
        <Pagination total={500} page={10} onChange={() => {}} />
        <Modal open title="對話框">
          內容
        </Modal>
        <Drawer open title="選單">
          內容
        </Drawer>
      </WidgetTheme>,
    );
    await waitFor(() => {
      expect(document.querySelector('.ant-modal-close .anticon')).not.toBeNull();
      expect(document.querySelector('.ant-drawer-close .anticon')).not.toBeNull();
    });
    // Every antd icon is decorative: none may be exposed as an image (its name is English).
    expect(screen.queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([]);
    // The pager's arrows keep a name, in the page's language.
    await screen.findByRole('button', { name: '上一頁' }); // antd's Chinese texts arrive lazily
    expect(screen.getByRole('button', { name: '下一頁' })).toBeTruthy();
    const icons = [...document.body.querySelectorAll('.anticon')];
    expect(icons.length).toBeGreaterThan(10);
    expect(icons.filter((icon) => icon.getAttribute('aria-hidden') !== 'true')).toEqual([]);
  });
});
