import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientState, setWidth } from '../../lib/client-state.ts';
import { renderWithRouter } from '../../test/render-app.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';
import { DeleteButton } from './delete-button.tsx';
import { Dialog } from './dialog.tsx';
import { EmptyState } from './empty-state.tsx';
import { IMAGE_PLACEHOLDER, Img } from './img.tsx';
import { Pagination } from './pagination.tsx';
import { Select } from './select.tsx';
import { TICKET_STATUS_CATALOGUE } from '@eticket/domain/params/ticket-statuses';

afterEach(() => {
  setWidth(1280);
});

function Group({ min, max, initial }: { min?: number; max?: number; initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <CheckboxGroup
      legend="Vehicles"
      min={min}
      max={max}
      value={value}
      onChange={setValue}
      options={['A', 'B', 'C'].map((v) => ({ value: v, label: `Vehicle ${v}` }))}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('CheckboxGroup', () => {
  it('when the selection is at the minimum, then the last ticked box cannot be unticked', () => {
    render(<Group min={1} initial={['A']} />);
    expect(screen.getByRole('group', { name: 'Vehicles' })).toBeTruthy();
    expect(box('Vehicle A').disabled).toBe(true);
    fireEvent.click(box('Vehicle B'));
    expect(box('Vehicle B').checked).toBe(true);
    expect(box('Vehicle A').disabled).toBe(false);
    fireEvent.click(box('Vehicle A'));
    expect(box('Vehicle A').checked).toBe(false);
  });

  it('when the selection is at the maximum, then unticked boxes are disabled until one is unticked', () => {
    render(<Group max={2} initial={['A', 'B']} />);
    expect(box('Vehicle C').disabled).toBe(true);
    fireEvent.click(box('Vehicle C'));
    expect(box('Vehicle C').checked).toBe(false);
    fireEvent.click(box('Vehicle A'));
    expect(box('Vehicle C').disabled).toBe(false);
  });
});

describe('Pagination', () => {
  it('when the page asked for is past the end, then the last real page is shown as current', () => {
    render(<Pagination total={25} page={99} onChange={() => {}} />);
    const current = document.querySelector('.ant-pagination-item-active');
    expect(current?.textContent).toBe('3');
    expect(screen.getByText('Total 25 items')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });

  it('when a page is chosen, then onChange gets that page and the size', () => {
    const onChange = vi.fn();
    render(<Pagination total={100} page={1} onChange={onChange} />);
    fireEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 10);
  });

  it('when the server capped the total, then the pager says "more than" it', () => {
    render(<Pagination total={1000} totalCapped page={1} onChange={() => {}} />);
    expect(screen.getByText('More than 1000 items')).toBeTruthy();
    expect(screen.getByTitle('100')).toBeTruthy();
  });

  it('when the list has no items, then page 1 of 1 is shown', () => {
    render(<Pagination total={0} page={5} onChange={() => {}} />);
    expect(document.querySelector('.ant-pagination-item-active')?.textContent ?? '1').toBe('1');
  });
});

describe('Img', () => {
  it('when the image fails to load, then the placeholder is shown and the alt text says so', () => {
    renderWithRouter(<Img src="/portal/missing.png" alt="Police logo" />);
    const img = screen.getByRole('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(IMAGE_PLACEHOLDER);
    expect(img.alt).toBe('Police logo (Image not available)');
  });

  it('when the page is the text-only version, then no image is rendered', () => {
    renderWithRouter(<Img src="/portal/a.png" alt="A" />, '/text/about-us');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('Select with a short list', () => {
  it('when the ticket status filter is opened, then every status of the domain table is there to choose', () => {
    const options = TICKET_STATUS_CATALOGUE.map((s) => ({ value: s.code, label: s.label.en }));
    const onChange = vi.fn();
    render(<Select ariaLabel="Status" value={undefined} onChange={onChange} options={options} />);
    fireEvent.mouseDown(document.querySelector('.ant-select')!);
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map((e) => e.textContent);
    expect(shown).toEqual(options.map((o) => o.label));
    fireEvent.click(screen.getByTitle('Refunded'));
    expect(onChange).toHaveBeenCalledWith('REFUNDED', expect.anything());
  });
});

describe('Dialog', () => {
  it('when opened on a PC, then it is 666 px wide with Close and Submit', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(
      <Dialog open title="Confirm" onClose={onClose} onSubmit={onSubmit}>
        Body
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('666px');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });

  it('when Escape is pressed in a dialog over another, then only the top one closes, and then the one below', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    render(
      <>
        <Dialog open title="Outer" onClose={outerClose}>
          <button type="button">outer button</button>
        </Dialog>
        <Dialog open title="Inner" onClose={innerClose}>
          <button type="button">inner button</button>
        </Dialog>
      </>,
    );
    fireEvent.keyDown(await screen.findByRole('button', { name: 'inner button' }), { key: 'Escape' });
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('button', { name: 'outer button' }), { key: 'Escape' });
    expect(outerClose).toHaveBeenCalledTimes(1);
  });

  it('when opened on a phone (env 2), then it takes the full width', async () => {
    act(() => setWidth(390));
    expect(clientState.get().env).toBe(2);
    render(
      <Dialog open title="Phone" onClose={() => {}}>
        Body
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Phone' });
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('100%');
  });
});

describe('EmptyState', () => {
  it('when shown with nothing to go back to, then it says No content and Back goes Home', async () => {
    const router = renderWithRouter(<EmptyState />, '/somewhere');
    expect(screen.getByText('No content')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('DeleteButton', () => {
  it('when rendered, then the icon button has an accessible name', () => {
    const onClick = vi.fn();
    render(<DeleteButton onClick={onClick} label="Delete vehicle AB1234" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete vehicle AB1234' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('when no label is given, then it is called Delete', () => {
    render(<DeleteButton onClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});

describe('Select', () => {
  it('when rendered, then it is a named combobox with the translated placeholder', () => {
    render(
      <Select
        ariaLabel="Period"
        options={[{ value: 1, label: '1 month' }]}
        value={undefined}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeTruthy();
    expect(screen.getByText('Please select')).toBeTruthy();
  });

  it('when opened, then the list of options bears the field’s name', async () => {
    render(
      <>
        <span id="period-label">Period</span>
        <Select
          labelledBy="period-label"
          options={[{ value: 1, label: '1 month' }]}
          value={undefined}
          onChange={() => {}}
        />
      </>,
    );
    fireEvent.mouseDown(document.querySelector('.ant-select')!);
    expect(await screen.findByRole('listbox', { name: 'Period' })).toBeTruthy();
  });
});
