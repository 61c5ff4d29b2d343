import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Dashboardloadfailed2Inputs */

const en_submissions_dashboardloadfailed2 = /** @type {(inputs: Submissions_Dashboardloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load dashboard data`)
};

const fil_submissions_dashboardloadfailed2 = /** @type {(inputs: Submissions_Dashboardloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-load ang data ng dashboard`)
};

/**
* | output |
* | --- |
* | "Failed to load dashboard data" |
*
* @param {Submissions_Dashboardloadfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_dashboardloadfailed2 = /** @type {((inputs?: Submissions_Dashboardloadfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Dashboardloadfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_dashboardloadfailed2(inputs)
	return en_submissions_dashboardloadfailed2(inputs)
});
export { submissions_dashboardloadfailed2 as "submissions.dashboardLoadFailed" }