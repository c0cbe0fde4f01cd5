/*
 * A HIS's Bundle of Patient resources for the import's tests (issue 31, part 2), written the way a
 * HIS writes them: family + given names, identifiers by the hospital's systems, phone, address.
 * A copy made with it is e2e/support/his-patients.json, the file the console flow uploads.
 */

const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const checkDigits = '10X98765432';

/** The birth day of the `n`th fixture person: 1960-01-01 plus `n` days. */
export function birthDateOf(n: number): string {
  return new Date(Date.UTC(1960, 0, 1 + n)).toISOString().slice(0, 10);
}

/** A valid resident ID card (GB 11643 check digit), born on `birthDateOf(n)`. */
export function idCard(n: number): string {
  const body = `440305${birthDateOf(n).replaceAll('-', '')}${String(100 + (n % 900)).padStart(3, '0')}`;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return `${body}${checkDigits[sum % 11]}`;
}

const givenNames = '甲乙丙丁戊己庚辛壬癸';

/**
 * `count` patients with medical record numbers `<prefix>0000`…; with `broken`, entry 5 has an
 * impossible birth date, entry 17 an ID card with a wrong check digit, entry 33 no name.
 */
export function hisBundle(prefix: string, count: number, options: { broken?: boolean } = {}) {
  // Each prefix its own people (ID cards differ between the tests' Bundles).
  const offset = (prefix.charCodeAt(prefix.length - 1) - 65) * 2000;
  const entry = Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    const mrn = `${prefix}${String(i).padStart(4, '0')}`;
    let card = idCard(n);
    let birthDate = birthDateOf(n);
    let name: unknown[] | undefined = [
      { use: 'official', family: '测试', given: [`${givenNames[i % 10]}${i >= 10 ? i : ''}`] },
    ];
    if (options.broken && i === 5) birthDate = '1960-02-30';
    if (options.broken && i === 17) card = `${card.slice(0, 17)}${card[17] === '0' ? '1' : '0'}`;
    if (options.broken && i === 33) name = undefined;
    return {
      fullUrl: `urn:uuid:00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      resource: {
        resourceType: 'Patient',
        identifier: [
          { system: 'urn:cep:hospital:medical-record-number', value: mrn },
          { system: 'urn:cep:prc:resident-id-card', value: card },
        ],
        ...(name ? { name } : {}),
        gender: i % 2 === 0 ? 'male' : 'female',
        birthDate,
        telecom: [{ system: 'phone', value: `+86 139${String(10_000_000 + n).slice(-8)}` }],
        address: [{ text: `广东省深圳市南山区测试路${i + 1}号` }],
      },
    };
  });
  return { resourceType: 'Bundle', type: 'collection', entry };
}
