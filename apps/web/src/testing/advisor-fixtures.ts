import type { TAdvisor, TAdvisorDocument, TAdvisorListRow, TNetwork } from '@emisja/shared';
import { advisorUser } from './fixtures';

// Answers of the advisor workspace endpoints (issue 4), shaped like the demo data of product-decisions section 7.

export const NETWORK_NORTH = '11111111-1111-4111-8111-111111111111';
export const NETWORK_SOUTH = '22222222-2222-4222-8222-222222222222';

export function networks(): TNetwork[] {
  return [
    { id: NETWORK_NORTH, name: 'Północ', coordinated: true },
    { id: NETWORK_SOUTH, name: 'Południe', coordinated: true },
  ];
}

export const ADVISOR_ANNA_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const ADVISOR_JAN_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const ADVISOR_EWA_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

export function advisorRows(): TAdvisorListRow[] {
  return [
    {
      id: ADVISOR_ANNA_ID,
      firstName: 'Anna',
      surname: 'Nowak',
      email: 'anna.nowak@emisja.test',
      brokerNetworkIds: [NETWORK_NORTH, NETWORK_SOUTH],
      status: 'active',
      externalId: null,
    },
    {
      id: ADVISOR_JAN_ID,
      firstName: 'Jan',
      surname: 'Kowalski',
      email: 'jan.kowalski@emisja.test',
      brokerNetworkIds: [NETWORK_SOUTH],
      status: 'initial',
      externalId: 'EXT-7',
    },
    {
      id: ADVISOR_EWA_ID,
      firstName: 'Ewa',
      surname: 'Wiśniewska',
      email: 'ewa.wisniewska@emisja.test',
      brokerNetworkIds: [NETWORK_NORTH],
      status: 'deleted',
      externalId: null,
    },
  ];
}

export function advisor(overrides: Partial<TAdvisor> = {}): TAdvisor {
  return {
    id: ADVISOR_JAN_ID,
    firstName: 'Jan',
    surname: 'Kowalski',
    email: 'jan.kowalski@emisja.test',
    brokerNetworkIds: [NETWORK_SOUTH],
    coordinatedNetworkIds: [],
    status: 'initial',
    role: 'advisor',
    externalId: 'EXT-7',
    phoneNo: null,
    documentType: null,
    documentNo: null,
    documentExpiryDate: null,
    documentIndefinite: false,
    documentCountry: null,
    powerOfAttorneyStart: null,
    powerOfAttorneyEnd: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    archivedAt: null,
    ...overrides,
  };
}

/** `GET /api/auth/data` of the demo coordinator (koordynator@emisja.test) of both networks. */
export function coordinatorUser() {
  const base = advisorUser();
  return advisorUser({
    email: 'koordynator@emisja.test',
    firstName: 'Katarzyna',
    surname: 'Zielińska',
    advisor: {
      ...base.advisor!,
      id: 'advisor-coordinator',
      isCoordinator: true,
      networkIds: [NETWORK_NORTH, NETWORK_SOUTH],
      coordinatorNetworkIds: [NETWORK_NORTH, NETWORK_SOUTH],
    },
  });
}

/** `GET /api/auth/data` of the demo admin (admin@emisja.test). */
export function adminUser() {
  const base = advisorUser();
  return advisorUser({
    email: 'admin@emisja.test',
    firstName: 'Adam',
    surname: 'Administrator',
    advisor: { ...base.advisor!, id: 'advisor-admin', role: 'admin', isAdmin: true, networkIds: [], coordinatorNetworkIds: [] },
  });
}

export const DOCUMENT_PDF_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddd01';
export const DOCUMENT_IMAGE_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddd02';
export const DOCUMENT_DOCX_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddd03';

/** Newest first, as the server sorts them. */
export function documents(): TAdvisorDocument[] {
  return [
    {
      id: DOCUMENT_DOCX_ID,
      fileName: 'Procedura AML.docx',
      uploadedBy: 'Adam Administrator',
      createdAt: '2026-03-14T08:05:00.000Z',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      sizeBytes: 20480,
    },
    {
      id: DOCUMENT_IMAGE_ID,
      fileName: 'Schemat sieci.png',
      uploadedBy: 'Adam Administrator',
      createdAt: '2026-02-01T12:30:00.000Z',
      mimeType: 'image/png',
      sizeBytes: 1024,
    },
    {
      id: DOCUMENT_PDF_ID,
      fileName: 'Regulamin ofert zażółć.pdf',
      uploadedBy: 'admin@emisja.test',
      createdAt: '2025-12-31T23:30:00.000Z',
      mimeType: 'application/pdf',
      sizeBytes: 4096,
    },
  ];
}
