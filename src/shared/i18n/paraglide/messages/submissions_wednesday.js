import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_WednesdayInputs */

const en_submissions_wednesday = /** @type {(inputs: Submissions_WednesdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wednesday`)
};

const fil_submissions_wednesday = /** @type {(inputs: Submissions_WednesdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miyerkules`)
};

/**
* | output |
* | --- |
* | "Wednesday" |
*
* @param {Submissions_WednesdayInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_wednesday = /** @type {((inputs?: Submissions_WednesdayInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_WednesdayInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_wednesday(inputs)
	return en_submissions_wednesday(inputs)
});
export { submissions_wednesday as "submissions.wednesday" }