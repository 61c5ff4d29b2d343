import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_QuoteInputs */

const en_submissions_quote = /** @type {(inputs: Submissions_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“Clutter is nothing more than postponed decisions.”`)
};

const fil_submissions_quote = /** @type {(inputs: Submissions_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“Ang kalat ay mga desisyong ipinagpaliban lang.”`)
};

/**
* | output |
* | --- |
* | "“Clutter is nothing more than postponed decisions.”" |
*
* @param {Submissions_QuoteInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_quote = /** @type {((inputs?: Submissions_QuoteInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_QuoteInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_quote(inputs)
	return en_submissions_quote(inputs)
});
export { submissions_quote as "submissions.quote" }