/**
 * An arbitrator save (POST /api/arbitrators/{id}) replaces the whole record: every field it writes
 * must be sent. The reliability tests write only the email and the cases; the rest goes as empty.
 */
export function wholeArbitrator(fields: {
  email: string;
  distribution_cases: { title: string; description: string }[];
  version?: number;
}) {
  return {
    phone: null,
    country: null,
    year_of_birth: null,
    group: null,
    languages: null,
    professional_qualification: null,
    experience_field_distribution: null,
    litigation_experience: null,
    arbitration_experience: null,
    experience_in_house: null,
    curriculum: null,
    first_reccomandation: null,
    second_reccomandation: null,
    image: null,
    ...fields,
  };
}
