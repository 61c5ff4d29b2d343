import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cancelpickupconfirm2Inputs */

const en_submissions_cancelpickupconfirm2 = /** @type {(inputs: Submissions_Cancelpickupconfirm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this pickup? We will tell our team.`)
};

const fil_submissions_cancelpickupconfirm2 = /** @type {(inputs: Submissions_Cancelpickupconfirm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-cancel ang pickup na ito? Sasabihan namin ang aming team.`)
};

/**
* | output |
* | --- |
* | "Cancel this pickup? We will tell our team." |
*
* @param {Submissions_Cancelpickupconfirm2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_cancelpickupconfirm2 = /** @type {((inputs?: Submissions_Cancelpickupconfirm2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cancelpickupconfirm2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_cancelpickupconfirm2(inputs)
	return en_submissions_cancelpickupconfirm2(inputs)
});
export { submissions_cancelpickupconfirm2 as "submissions.cancelPickupConfirm" }