import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_ViewInputs */

const en_submissions_view = /** @type {(inputs: Submissions_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

const fil_submissions_view = /** @type {(inputs: Submissions_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tingnan`)
};

/**
* | output |
* | --- |
* | "View" |
*
* @param {Submissions_ViewInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_view = /** @type {((inputs?: Submissions_ViewInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_ViewInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_view(inputs)
	return en_submissions_view(inputs)
});
export { submissions_view as "submissions.view" }