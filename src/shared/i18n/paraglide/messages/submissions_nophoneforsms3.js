import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nophoneforsms3Inputs */

const en_submissions_nophoneforsms3 = /** @type {(inputs: Submissions_Nophoneforsms3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request has no phone number an SMS can go to.`)
};

const fil_submissions_nophoneforsms3 = /** @type {(inputs: Submissions_Nophoneforsms3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang phone number sa request na ito na mapapadalhan ng SMS.`)
};

/**
* | output |
* | --- |
* | "This request has no phone number an SMS can go to." |
*
* @param {Submissions_Nophoneforsms3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nophoneforsms3 = /** @type {((inputs?: Submissions_Nophoneforsms3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nophoneforsms3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nophoneforsms3(inputs)
	return en_submissions_nophoneforsms3(inputs)
});
export { submissions_nophoneforsms3 as "submissions.noPhoneForSms" }