import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Onthewaysenttitle4Inputs */

const en_submissions_onthewaysenttitle4 = /** @type {(inputs: Submissions_Onthewaysenttitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SMS queued`)
};

/**
* | output |
* | --- |
* | "SMS queued" |
*
* @param {Submissions_Onthewaysenttitle4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_onthewaysenttitle4 = /** @type {((inputs?: Submissions_Onthewaysenttitle4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Onthewaysenttitle4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_onthewaysenttitle4(inputs)
});
export { submissions_onthewaysenttitle4 as "submissions.onTheWaySentTitle" }