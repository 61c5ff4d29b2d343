import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_QuoteInputs */

const en_submissions_quote = /** @type {(inputs: Submissions_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“Clutter is nothing more than postponed decisions.”`)
};

/**
* | output |
* | --- |
* | "“Clutter is nothing more than postponed decisions.”" |
*
* @param {Submissions_QuoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_quote = /** @type {((inputs?: Submissions_QuoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_QuoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_quote(inputs)
});
export { submissions_quote as "submissions.quote" }