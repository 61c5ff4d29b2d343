import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_ResellableInputs */

const en_submissions_resellable = /** @type {(inputs: Submissions_ResellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resellable`)
};

const fil_submissions_resellable = /** @type {(inputs: Submissions_ResellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puwedeng ibenta ulit`)
};

/**
* | output |
* | --- |
* | "Resellable" |
*
* @param {Submissions_ResellableInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resellable = /** @type {((inputs?: Submissions_ResellableInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_ResellableInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resellable(inputs)
	return en_submissions_resellable(inputs)
});
export { submissions_resellable as "submissions.resellable" }