import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Missingphone1Inputs */

const en_submissions_missingphone1 = /** @type {(inputs: Submissions_Missingphone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please update your profile with a valid phone number for SMS notifications.`)
};

const fil_submissions_missingphone1 = /** @type {(inputs: Submissions_Missingphone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay sa profile mo ang valid na phone number para sa mga SMS notification.`)
};

/**
* | output |
* | --- |
* | "Please update your profile with a valid phone number for SMS notifications." |
*
* @param {Submissions_Missingphone1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_missingphone1 = /** @type {((inputs?: Submissions_Missingphone1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Missingphone1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_missingphone1(inputs)
	return en_submissions_missingphone1(inputs)
});
export { submissions_missingphone1 as "submissions.missingPhone" }