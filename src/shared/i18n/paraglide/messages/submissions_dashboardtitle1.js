import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Dashboardtitle1Inputs */

const en_submissions_dashboardtitle1 = /** @type {(inputs: Submissions_Dashboardtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Dashboard`)
};

const fil_submissions_dashboardtitle1 = /** @type {(inputs: Submissions_Dashboardtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Dashboard`)
};

/**
* | output |
* | --- |
* | "Admin Dashboard" |
*
* @param {Submissions_Dashboardtitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_dashboardtitle1 = /** @type {((inputs?: Submissions_Dashboardtitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Dashboardtitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_dashboardtitle1(inputs)
	return en_submissions_dashboardtitle1(inputs)
});
export { submissions_dashboardtitle1 as "submissions.dashboardTitle" }