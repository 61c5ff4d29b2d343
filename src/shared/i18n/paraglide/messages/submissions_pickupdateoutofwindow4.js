import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdateoutofwindow4Inputs */

const en_submissions_pickupdateoutofwindow4 = /** @type {(inputs: Submissions_Pickupdateoutofwindow4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a pickup date at least 1 week in advance and within 30 days`)
};

const fil_submissions_pickupdateoutofwindow4 = /** @type {(inputs: Submissions_Pickupdateoutofwindow4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng petsa ng pickup na hindi bababa sa 1 linggo mula ngayon at sa loob ng 30 araw`)
};

/**
* | output |
* | --- |
* | "Please choose a pickup date at least 1 week in advance and within 30 days" |
*
* @param {Submissions_Pickupdateoutofwindow4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdateoutofwindow4 = /** @type {((inputs?: Submissions_Pickupdateoutofwindow4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdateoutofwindow4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupdateoutofwindow4(inputs)
	return en_submissions_pickupdateoutofwindow4(inputs)
});
export { submissions_pickupdateoutofwindow4 as "submissions.pickupDateOutOfWindow" }