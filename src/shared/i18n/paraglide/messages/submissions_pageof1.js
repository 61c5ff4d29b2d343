import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Submissions_Pageof1Inputs */

const en_submissions_pageof1 = /** @type {(inputs: Submissions_Pageof1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages}`)
};

/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Submissions_Pageof1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pageof1 = /** @type {((inputs: Submissions_Pageof1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pageof1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pageof1(inputs)
});
export { submissions_pageof1 as "submissions.pageOf" }