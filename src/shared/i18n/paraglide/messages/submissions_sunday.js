import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_SundayInputs */

const en_submissions_sunday = /** @type {(inputs: Submissions_SundayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sunday`)
};

const fil_submissions_sunday = /** @type {(inputs: Submissions_SundayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linggo`)
};

/**
* | output |
* | --- |
* | "Sunday" |
*
* @param {Submissions_SundayInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_sunday = /** @type {((inputs?: Submissions_SundayInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_SundayInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_sunday(inputs)
	return en_submissions_sunday(inputs)
});
export { submissions_sunday as "submissions.sunday" }