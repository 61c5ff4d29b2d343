import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_ReasonInputs */

const en_submissions_reason = /** @type {(inputs: Submissions_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const fil_submissions_reason = /** @type {(inputs: Submissions_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dahilan`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Submissions_ReasonInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_reason = /** @type {((inputs?: Submissions_ReasonInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_ReasonInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_reason(inputs)
	return en_submissions_reason(inputs)
});
export { submissions_reason as "submissions.reason" }