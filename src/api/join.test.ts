import { describe, expect, it } from 'vitest';
import { joinRequestFormData } from './join';
import type { JoinRequestFields } from './schemas/join';

const fields: JoinRequestFields = {
  companyName: 'Souq', companySize: '1-10', country: 'KW', city: 'salmiya', fullAddress: 'Block 3', aboutCompany: '',
  email: 'a@souq.kw', phoneNumber: '+96599887766', website: 'https://souq.kw', facebook: '', instagram: '',
  acceptTerms: true, acceptPrivacy: true,
};

describe('joinRequestFormData', () => {
  it('sends every field as a string, booleans as "true", and the PDF as `attachment`', () => {
    const pdf = new File(['%PDF-1.7'], 'profile.pdf', { type: 'application/pdf' });
    const data = joinRequestFormData(fields, pdf);
    expect(data.get('acceptTerms')).toBe('true');
    expect(data.get('phoneNumber')).toBe('+96599887766');
    expect(data.get('facebook')).toBe('');
    expect((data.get('attachment') as File).name).toBe('profile.pdf');
  });

  it('leaves `attachment` out when there is none', () => {
    expect(joinRequestFormData(fields, null).has('attachment')).toBe(false);
  });
});
