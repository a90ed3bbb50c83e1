import { z } from 'zod';

// Default messages in Italian for whatever a schema does not word itself.
z.config(z.locales.it());
