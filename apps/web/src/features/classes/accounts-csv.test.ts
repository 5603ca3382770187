import { describe, expect, it } from 'vitest';
import { accountsCsv } from './accounts-csv';

describe('the accounts CSV', () => {
  it('has a row per account, and keeps a spreadsheet from running a cell as a formula', () => {
    const csv = accountsCsv(
      [
        { _id: 'u1', name: 'Lime Otter 4', loginId: 'brave-otter-42', password: 'kite-mango-7' },
        { _id: 'u2', name: 'Teal Heron 9', loginId: 'calm-heron-17', password: '=HYPERLINK("x")' },
      ],
      'https://school.example.org',
    );
    expect(csv).toBe(
      'Login ID,Password,Site\r\n' +
        'brave-otter-42,kite-mango-7,https://school.example.org\r\n' +
        `calm-heron-17,"'=HYPERLINK(""x"")",https://school.example.org\r\n`,
    );
  });

  it('puts the names the teacher typed first, when she typed them', () => {
    const csv = accountsCsv(
      [{ _id: 'u1', name: 'Ana Lopez', loginId: 'brave-otter-42', password: 'kite-mango-7' }],
      'https://school.example.org',
      true,
    );
    expect(csv).toBe(
      'Name,Login ID,Password,Site\r\n' +
        'Ana Lopez,brave-otter-42,kite-mango-7,https://school.example.org\r\n',
    );
  });
});
