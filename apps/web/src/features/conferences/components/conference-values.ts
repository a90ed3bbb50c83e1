import type { TConference, TConferenceSaveBody, TPrices } from '@app/shared';

type ConferenceInput = TConferenceSaveBody['conference'];
type Unchosen = 'vat_rule' | 'country' | 'date_start' | 'date_end' | 'price';
type Optional = NonNullable<ConferenceInput['optionals']>[number];

/**
 * The editor's values: the save's body, with nothing chosen yet on a new conference (the schema
 * then says which fields are required).
 */
export type ConferenceFormValues = {
  conference: Omit<ConferenceInput, Unchosen | 'optionals'> & {
    [K in Unchosen]: ConferenceInput[K] | null;
  } & {
    /** an optional just added has no price yet */
    optionals: (Omit<Optional, 'price'> & { price: number | null })[];
  };
  prices: TPrices;
};

/** What the editor loads and saves: the conference (null until created) and the global prices. */
export type ConferenceRecord = { conference: TConference | null; prices: TPrices };

export function toFormValues({ conference: c, prices }: ConferenceRecord): ConferenceFormValues {
  const conference = c
    ? {
        title: c.title,
        vat_rule: c.vat_rule,
        country: c.country,
        city: c.city,
        description: c.description,
        image: c.image,
        date_start: c.date_start,
        date_end: c.date_end,
        price: c.price,
        streaming: c.streaming,
        active: c.active,
        optionals: c.optionals,
        workshops: c.workshops,
        seats: c.seats,
        credits: c.credits,
        credits_ethics: c.credits_ethics,
        accrediting_body: c.accrediting_body,
        hours: c.hours,
        title_en: c.title_en,
        description_en: c.description_en,
      }
    : {
        title: '',
        vat_rule: null,
        country: null,
        city: '',
        description: '',
        image: '',
        date_start: null,
        date_end: null,
        price: null,
        streaming: false,
        active: false,
        optionals: [],
        workshops: [],
        seats: null,
        credits: null,
        credits_ethics: false,
        accrediting_body: null,
        hours: null,
        title_en: null,
        description_en: null,
      };
  return { conference, prices };
}
