import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Trucknamerequired2Inputs */

const en_submissions_trucknamerequired2 = /** @type {(inputs: Submissions_Trucknamerequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the truck’s name`)
};

const fil_submissions_trucknamerequired2 = /** @type {(inputs: Submissions_Trucknamerequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang pangalan ng truck`)
};

/**
* | output |
* | --- |
* | "Please enter the truck’s name" |
*
* @param {Submissions_Trucknamerequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_trucknamerequired2 = /** @type {((inputs?: Submissions_Trucknamerequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Trucknamerequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_trucknamerequired2(inputs)
	return en_submissions_trucknamerequired2(inputs)
});
export { submissions_trucknamerequired2 as "submissions.truckNameRequired" }