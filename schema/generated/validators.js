// Generated from schema/site-schema.ts by `npm run gen:types` (schema/validators-source.ts). Do not edit.
// ajv's validator of every definition of the schema, as code: schemaValidator() in schema/validate-file.ts.
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
"use strict";
export const Icon = validate11;
const schema12 = {"title":"Icon","type":"string","enum":["arrow-right","award","badge-check","banknote","bell","book-open","briefcase","building","building-2","calculator","calendar","calendar-check","car","chart-column","chart-line","chart-pie","circle-check","circle-dollar-sign","circle-x","clipboard-list","clock","coins","cpu","dollar-sign","factory","file-check","file-search","file-text","gavel","gift","globe","graduation-cap","hammer","hand-coins","handshake","hard-hat","heart","heart-handshake","house","info","landmark","laptop","layers","leaf","lightbulb","lock","mail","map-pin","megaphone","network","package","percent","phone","piggy-bank","printer","receipt","refresh-cw","rocket","scale","search","send","server","shield","shield-check","shopping-cart","smile","sprout","star","stethoscope","store","target","thumbs-down","thumbs-up","timer","trending-up","triangle-alert","truck","user-check","users","wallet","warehouse","wrench","zap"],"description":"An icon from the closed set of icon names.","examples":["calculator"]};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data === "arrow-right") || (data === "award")) || (data === "badge-check")) || (data === "banknote")) || (data === "bell")) || (data === "book-open")) || (data === "briefcase")) || (data === "building")) || (data === "building-2")) || (data === "calculator")) || (data === "calendar")) || (data === "calendar-check")) || (data === "car")) || (data === "chart-column")) || (data === "chart-line")) || (data === "chart-pie")) || (data === "circle-check")) || (data === "circle-dollar-sign")) || (data === "circle-x")) || (data === "clipboard-list")) || (data === "clock")) || (data === "coins")) || (data === "cpu")) || (data === "dollar-sign")) || (data === "factory")) || (data === "file-check")) || (data === "file-search")) || (data === "file-text")) || (data === "gavel")) || (data === "gift")) || (data === "globe")) || (data === "graduation-cap")) || (data === "hammer")) || (data === "hand-coins")) || (data === "handshake")) || (data === "hard-hat")) || (data === "heart")) || (data === "heart-handshake")) || (data === "house")) || (data === "info")) || (data === "landmark")) || (data === "laptop")) || (data === "layers")) || (data === "leaf")) || (data === "lightbulb")) || (data === "lock")) || (data === "mail")) || (data === "map-pin")) || (data === "megaphone")) || (data === "network")) || (data === "package")) || (data === "percent")) || (data === "phone")) || (data === "piggy-bank")) || (data === "printer")) || (data === "receipt")) || (data === "refresh-cw")) || (data === "rocket")) || (data === "scale")) || (data === "search")) || (data === "send")) || (data === "server")) || (data === "shield")) || (data === "shield-check")) || (data === "shopping-cart")) || (data === "smile")) || (data === "sprout")) || (data === "star")) || (data === "stethoscope")) || (data === "store")) || (data === "target")) || (data === "thumbs-down")) || (data === "thumbs-up")) || (data === "timer")) || (data === "trending-up")) || (data === "triangle-alert")) || (data === "truck")) || (data === "user-check")) || (data === "users")) || (data === "wallet")) || (data === "warehouse")) || (data === "wrench")) || (data === "zap"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values",schema:schema12.enum,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const Action = validate12;
const schema13 = {"title":"Button or link","type":"object","description":"A link shown as a button or a text link.","properties":{"label":{"title":"Button words","type":"string","minLength":1,"description":"The words on the button.","examples":["Book Appointment"]},"to":{"title":"Goes to","type":"string","minLength":1,"description":"Where the link goes: a page path (/book), a section of this page (#services), a section of another page (/tax-services#faq), a full web address (https://…), tel: or mailto:, or a {{reference}} to one of them.","examples":["/book"],"pattern":"^(/|#|https?://|tel:|mailto:|\\{\\{)"},"variant":{"title":"Look","type":"string","enum":["primary","secondary","outline","link"],"description":"How the button looks: primary (filled), secondary (light), outline, or link (plain text).","examples":["primary"]},"icon":{"title":"Icon","description":"A small picture from the icon set, shown beside the words.","$ref":"#/$defs/Icon"},"newTab":{"title":"Opens in a new tab","type":"boolean","description":"Open in a new browser tab. Web addresses on other sites open in a new tab unless this is false.","examples":[true]}},"required":["label","to"],"additionalProperties":false,"examples":[{"label":"Book Appointment","to":"/book","variant":"primary"}]};
const func2 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^(/|#|https?://|tel:|mailto:|\\{\\{)", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.label === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.to === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "label") || (key0 === "to")) || (key0 === "variant")) || (key0 === "icon")) || (key0 === "newTab"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema13.properties.label,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.label.type,parentSchema:schema13.properties.label,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.to !== undefined){
let data1 = data.to;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema13.properties.to,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/pattern",keyword:"pattern",params:{pattern: "^(/|#|https?://|tel:|mailto:|\\{\\{)"},message:"must match pattern \""+"^(/|#|https?://|tel:|mailto:|\\{\\{)"+"\"",schema:"^(/|#|https?://|tel:|mailto:|\\{\\{)",parentSchema:schema13.properties.to,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.to.type,parentSchema:schema13.properties.to,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.variant !== undefined){
let data2 = data.variant;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/variant",schemaPath:"#/properties/variant/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.variant.type,parentSchema:schema13.properties.variant,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "primary") || (data2 === "secondary")) || (data2 === "outline")) || (data2 === "link"))){
const err9 = {instancePath:instancePath+"/variant",schemaPath:"#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema13.properties.variant.enum},message:"must be equal to one of the allowed values",schema:schema13.properties.variant.enum,parentSchema:schema13.properties.variant,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.icon !== undefined){
let data3 = data.icon;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data3 === "arrow-right") || (data3 === "award")) || (data3 === "badge-check")) || (data3 === "banknote")) || (data3 === "bell")) || (data3 === "book-open")) || (data3 === "briefcase")) || (data3 === "building")) || (data3 === "building-2")) || (data3 === "calculator")) || (data3 === "calendar")) || (data3 === "calendar-check")) || (data3 === "car")) || (data3 === "chart-column")) || (data3 === "chart-line")) || (data3 === "chart-pie")) || (data3 === "circle-check")) || (data3 === "circle-dollar-sign")) || (data3 === "circle-x")) || (data3 === "clipboard-list")) || (data3 === "clock")) || (data3 === "coins")) || (data3 === "cpu")) || (data3 === "dollar-sign")) || (data3 === "factory")) || (data3 === "file-check")) || (data3 === "file-search")) || (data3 === "file-text")) || (data3 === "gavel")) || (data3 === "gift")) || (data3 === "globe")) || (data3 === "graduation-cap")) || (data3 === "hammer")) || (data3 === "hand-coins")) || (data3 === "handshake")) || (data3 === "hard-hat")) || (data3 === "heart")) || (data3 === "heart-handshake")) || (data3 === "house")) || (data3 === "info")) || (data3 === "landmark")) || (data3 === "laptop")) || (data3 === "layers")) || (data3 === "leaf")) || (data3 === "lightbulb")) || (data3 === "lock")) || (data3 === "mail")) || (data3 === "map-pin")) || (data3 === "megaphone")) || (data3 === "network")) || (data3 === "package")) || (data3 === "percent")) || (data3 === "phone")) || (data3 === "piggy-bank")) || (data3 === "printer")) || (data3 === "receipt")) || (data3 === "refresh-cw")) || (data3 === "rocket")) || (data3 === "scale")) || (data3 === "search")) || (data3 === "send")) || (data3 === "server")) || (data3 === "shield")) || (data3 === "shield-check")) || (data3 === "shopping-cart")) || (data3 === "smile")) || (data3 === "sprout")) || (data3 === "star")) || (data3 === "stethoscope")) || (data3 === "store")) || (data3 === "target")) || (data3 === "thumbs-down")) || (data3 === "thumbs-up")) || (data3 === "timer")) || (data3 === "trending-up")) || (data3 === "triangle-alert")) || (data3 === "truck")) || (data3 === "user-check")) || (data3 === "users")) || (data3 === "wallet")) || (data3 === "warehouse")) || (data3 === "wrench")) || (data3 === "zap"))){
const err11 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values",schema:schema12.enum,parentSchema:schema12,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.newTab !== undefined){
let data4 = data.newTab;
if(typeof data4 !== "boolean"){
const err12 = {instancePath:instancePath+"/newTab",schemaPath:"#/properties/newTab/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema13.properties.newTab.type,parentSchema:schema13.properties.newTab,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const Card = validate13;
const schema15 = {"title":"Card","type":"object","description":"A card with an optional icon, a title, text, an optional big value and an optional link.","properties":{"icon":{"title":"Icon","description":"A small picture from the icon set, shown beside the words.","$ref":"#/$defs/Icon"},"value":{"title":"Big figure","type":"string","minLength":1,"description":"A short figure or date shown large on the card.","examples":["Apr 15"]},"title":{"title":"Title","type":"string","minLength":1,"description":"The title of the card.","examples":["Accuracy Guarantee"]},"text":{"title":"Text","type":"string","minLength":1,"description":"The text of the card.","examples":["We pay penalties and interest caused by our own errors."]},"link":{"title":"Link","description":"A button or text link, if any.","$ref":"#/$defs/Action"}},"required":["title"],"additionalProperties":false,"examples":[{"icon":"shield-check","title":"Accuracy Guarantee","text":"We pay penalties and interest caused by our own errors."}]};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema15.required,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "icon") || (key0 === "value")) || (key0 === "title")) || (key0 === "text")) || (key0 === "link"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.icon !== undefined){
let data0 = data.icon;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data0 === "arrow-right") || (data0 === "award")) || (data0 === "badge-check")) || (data0 === "banknote")) || (data0 === "bell")) || (data0 === "book-open")) || (data0 === "briefcase")) || (data0 === "building")) || (data0 === "building-2")) || (data0 === "calculator")) || (data0 === "calendar")) || (data0 === "calendar-check")) || (data0 === "car")) || (data0 === "chart-column")) || (data0 === "chart-line")) || (data0 === "chart-pie")) || (data0 === "circle-check")) || (data0 === "circle-dollar-sign")) || (data0 === "circle-x")) || (data0 === "clipboard-list")) || (data0 === "clock")) || (data0 === "coins")) || (data0 === "cpu")) || (data0 === "dollar-sign")) || (data0 === "factory")) || (data0 === "file-check")) || (data0 === "file-search")) || (data0 === "file-text")) || (data0 === "gavel")) || (data0 === "gift")) || (data0 === "globe")) || (data0 === "graduation-cap")) || (data0 === "hammer")) || (data0 === "hand-coins")) || (data0 === "handshake")) || (data0 === "hard-hat")) || (data0 === "heart")) || (data0 === "heart-handshake")) || (data0 === "house")) || (data0 === "info")) || (data0 === "landmark")) || (data0 === "laptop")) || (data0 === "layers")) || (data0 === "leaf")) || (data0 === "lightbulb")) || (data0 === "lock")) || (data0 === "mail")) || (data0 === "map-pin")) || (data0 === "megaphone")) || (data0 === "network")) || (data0 === "package")) || (data0 === "percent")) || (data0 === "phone")) || (data0 === "piggy-bank")) || (data0 === "printer")) || (data0 === "receipt")) || (data0 === "refresh-cw")) || (data0 === "rocket")) || (data0 === "scale")) || (data0 === "search")) || (data0 === "send")) || (data0 === "server")) || (data0 === "shield")) || (data0 === "shield-check")) || (data0 === "shopping-cart")) || (data0 === "smile")) || (data0 === "sprout")) || (data0 === "star")) || (data0 === "stethoscope")) || (data0 === "store")) || (data0 === "target")) || (data0 === "thumbs-down")) || (data0 === "thumbs-up")) || (data0 === "timer")) || (data0 === "trending-up")) || (data0 === "triangle-alert")) || (data0 === "truck")) || (data0 === "user-check")) || (data0 === "users")) || (data0 === "wallet")) || (data0 === "warehouse")) || (data0 === "wrench")) || (data0 === "zap"))){
const err3 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values",schema:schema12.enum,parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.value !== undefined){
let data1 = data.value;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema15.properties.value,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.value.type,parentSchema:schema15.properties.value,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema15.properties.title,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.title.type,parentSchema:schema15.properties.title,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.text !== undefined){
let data3 = data.text;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err8 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema15.properties.text,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.text.type,parentSchema:schema15.properties.text,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.link !== undefined){
if(!(validate12(data.link, {instancePath:instancePath+"/link",parentData:data,parentDataProperty:"link",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const Stat = validate15;
const schema17 = {"title":"Figure","type":"object","description":"A statistic: a figure written as text and its label.","properties":{"value":{"title":"Figure","type":"string","minLength":1,"description":"The figure, written as it should appear.","examples":["1,700+"]},"label":{"title":"What it counts","type":"string","minLength":1,"description":"What the figure counts.","examples":["Clients Served"]},"icon":{"title":"Icon","description":"A small picture from the icon set, shown beside the words.","$ref":"#/$defs/Icon"}},"required":["value","label"],"additionalProperties":false,"examples":[{"value":"1,700+","label":"Clients Served"}]};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.label === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "value") || (key0 === "label")) || (key0 === "icon"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.value !== undefined){
let data0 = data.value;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema17.properties.value,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.value.type,parentSchema:schema17.properties.value,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.label !== undefined){
let data1 = data.label;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema17.properties.label,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.label.type,parentSchema:schema17.properties.label,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.icon !== undefined){
let data2 = data.icon;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data2 === "arrow-right") || (data2 === "award")) || (data2 === "badge-check")) || (data2 === "banknote")) || (data2 === "bell")) || (data2 === "book-open")) || (data2 === "briefcase")) || (data2 === "building")) || (data2 === "building-2")) || (data2 === "calculator")) || (data2 === "calendar")) || (data2 === "calendar-check")) || (data2 === "car")) || (data2 === "chart-column")) || (data2 === "chart-line")) || (data2 === "chart-pie")) || (data2 === "circle-check")) || (data2 === "circle-dollar-sign")) || (data2 === "circle-x")) || (data2 === "clipboard-list")) || (data2 === "clock")) || (data2 === "coins")) || (data2 === "cpu")) || (data2 === "dollar-sign")) || (data2 === "factory")) || (data2 === "file-check")) || (data2 === "file-search")) || (data2 === "file-text")) || (data2 === "gavel")) || (data2 === "gift")) || (data2 === "globe")) || (data2 === "graduation-cap")) || (data2 === "hammer")) || (data2 === "hand-coins")) || (data2 === "handshake")) || (data2 === "hard-hat")) || (data2 === "heart")) || (data2 === "heart-handshake")) || (data2 === "house")) || (data2 === "info")) || (data2 === "landmark")) || (data2 === "laptop")) || (data2 === "layers")) || (data2 === "leaf")) || (data2 === "lightbulb")) || (data2 === "lock")) || (data2 === "mail")) || (data2 === "map-pin")) || (data2 === "megaphone")) || (data2 === "network")) || (data2 === "package")) || (data2 === "percent")) || (data2 === "phone")) || (data2 === "piggy-bank")) || (data2 === "printer")) || (data2 === "receipt")) || (data2 === "refresh-cw")) || (data2 === "rocket")) || (data2 === "scale")) || (data2 === "search")) || (data2 === "send")) || (data2 === "server")) || (data2 === "shield")) || (data2 === "shield-check")) || (data2 === "shopping-cart")) || (data2 === "smile")) || (data2 === "sprout")) || (data2 === "star")) || (data2 === "stethoscope")) || (data2 === "store")) || (data2 === "target")) || (data2 === "thumbs-down")) || (data2 === "thumbs-up")) || (data2 === "timer")) || (data2 === "trending-up")) || (data2 === "triangle-alert")) || (data2 === "truck")) || (data2 === "user-check")) || (data2 === "users")) || (data2 === "wallet")) || (data2 === "warehouse")) || (data2 === "wrench")) || (data2 === "zap"))){
const err8 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values",schema:schema12.enum,parentSchema:schema12,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const ContactItem = validate16;
const schema19 = {"title":"Way to reach the firm","type":"object","description":"One way to reach the firm: icon, label, lines of text and an optional link.","properties":{"icon":{"title":"Icon","description":"A small picture from the icon set, shown beside the words.","$ref":"#/$defs/Icon"},"label":{"title":"Label","type":"string","minLength":1,"description":"What this is (Phone, Email, Address).","examples":["Phone"]},"lines":{"title":"Lines of text","type":"array","description":"The lines shown, usually {{references}} to firm facts.","items":{"type":"string","minLength":1},"minItems":1,"examples":[["{{firm.phones.tollFree}}"]]},"link":{"title":"Link","description":"A button or text link, if any.","$ref":"#/$defs/Action"}},"required":["label","lines"],"additionalProperties":false,"examples":[{"icon":"phone","label":"Phone","lines":["{{firm.phones.tollFree}}"]}]};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.label === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lines === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "icon") || (key0 === "label")) || (key0 === "lines")) || (key0 === "link"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.icon !== undefined){
let data0 = data.icon;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data0 === "arrow-right") || (data0 === "award")) || (data0 === "badge-check")) || (data0 === "banknote")) || (data0 === "bell")) || (data0 === "book-open")) || (data0 === "briefcase")) || (data0 === "building")) || (data0 === "building-2")) || (data0 === "calculator")) || (data0 === "calendar")) || (data0 === "calendar-check")) || (data0 === "car")) || (data0 === "chart-column")) || (data0 === "chart-line")) || (data0 === "chart-pie")) || (data0 === "circle-check")) || (data0 === "circle-dollar-sign")) || (data0 === "circle-x")) || (data0 === "clipboard-list")) || (data0 === "clock")) || (data0 === "coins")) || (data0 === "cpu")) || (data0 === "dollar-sign")) || (data0 === "factory")) || (data0 === "file-check")) || (data0 === "file-search")) || (data0 === "file-text")) || (data0 === "gavel")) || (data0 === "gift")) || (data0 === "globe")) || (data0 === "graduation-cap")) || (data0 === "hammer")) || (data0 === "hand-coins")) || (data0 === "handshake")) || (data0 === "hard-hat")) || (data0 === "heart")) || (data0 === "heart-handshake")) || (data0 === "house")) || (data0 === "info")) || (data0 === "landmark")) || (data0 === "laptop")) || (data0 === "layers")) || (data0 === "leaf")) || (data0 === "lightbulb")) || (data0 === "lock")) || (data0 === "mail")) || (data0 === "map-pin")) || (data0 === "megaphone")) || (data0 === "network")) || (data0 === "package")) || (data0 === "percent")) || (data0 === "phone")) || (data0 === "piggy-bank")) || (data0 === "printer")) || (data0 === "receipt")) || (data0 === "refresh-cw")) || (data0 === "rocket")) || (data0 === "scale")) || (data0 === "search")) || (data0 === "send")) || (data0 === "server")) || (data0 === "shield")) || (data0 === "shield-check")) || (data0 === "shopping-cart")) || (data0 === "smile")) || (data0 === "sprout")) || (data0 === "star")) || (data0 === "stethoscope")) || (data0 === "store")) || (data0 === "target")) || (data0 === "thumbs-down")) || (data0 === "thumbs-up")) || (data0 === "timer")) || (data0 === "trending-up")) || (data0 === "triangle-alert")) || (data0 === "truck")) || (data0 === "user-check")) || (data0 === "users")) || (data0 === "wallet")) || (data0 === "warehouse")) || (data0 === "wrench")) || (data0 === "zap"))){
const err4 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values",schema:schema12.enum,parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.label !== undefined){
let data1 = data.label;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema19.properties.label,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.label.type,parentSchema:schema19.properties.label,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.lines !== undefined){
let data2 = data.lines;
if(Array.isArray(data2)){
if(data2.length < 1){
const err7 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema19.properties.lines,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err8 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema19.properties.lines.items,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.lines.items.type,parentSchema:schema19.properties.lines.items,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema19.properties.lines.type,parentSchema:schema19.properties.lines,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.link !== undefined){
if(!(validate12(data.link, {instancePath:instancePath+"/link",parentData:data,parentDataProperty:"link",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

export const Challenge = validate18;
const schema21 = {"title":"Challenge and solution","type":"object","description":"A pain point and how the firm solves it.","properties":{"icon":{"title":"Icon","description":"A small picture from the icon set, shown beside the words.","$ref":"#/$defs/Icon"},"problem":{"title":"Challenge","type":"string","minLength":1,"description":"The problem the client has.","examples":["Job costs are tracked in spreadsheets."]},"solution":{"title":"Solution","type":"string","minLength":1,"description":"How the firm solves it.","examples":["We set up job costing so every project shows its true margin."]}},"required":["problem","solution"],"additionalProperties":false,"examples":[{"problem":"Job costs are tracked in spreadsheets.","solution":"We set up job costing for every project."}]};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.problem === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "problem"},message:"must have required property '"+"problem"+"'",schema:schema21.required,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.solution === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "solution"},message:"must have required property '"+"solution"+"'",schema:schema21.required,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "icon") || (key0 === "problem")) || (key0 === "solution"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.icon !== undefined){
let data0 = data.icon;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data0 === "arrow-right") || (data0 === "award")) || (data0 === "badge-check")) || (data0 === "banknote")) || (data0 === "bell")) || (data0 === "book-open")) || (data0 === "briefcase")) || (data0 === "building")) || (data0 === "building-2")) || (data0 === "calculator")) || (data0 === "calendar")) || (data0 === "calendar-check")) || (data0 === "car")) || (data0 === "chart-column")) || (data0 === "chart-line")) || (data0 === "chart-pie")) || (data0 === "circle-check")) || (data0 === "circle-dollar-sign")) || (data0 === "circle-x")) || (data0 === "clipboard-list")) || (data0 === "clock")) || (data0 === "coins")) || (data0 === "cpu")) || (data0 === "dollar-sign")) || (data0 === "factory")) || (data0 === "file-check")) || (data0 === "file-search")) || (data0 === "file-text")) || (data0 === "gavel")) || (data0 === "gift")) || (data0 === "globe")) || (data0 === "graduation-cap")) || (data0 === "hammer")) || (data0 === "hand-coins")) || (data0 === "handshake")) || (data0 === "hard-hat")) || (data0 === "heart")) || (data0 === "heart-handshake")) || (data0 === "house")) || (data0 === "info")) || (data0 === "landmark")) || (data0 === "laptop")) || (data0 === "layers")) || (data0 === "leaf")) || (data0 === "lightbulb")) || (data0 === "lock")) || (data0 === "mail")) || (data0 === "map-pin")) || (data0 === "megaphone")) || (data0 === "network")) || (data0 === "package")) || (data0 === "percent")) || (data0 === "phone")) || (data0 === "piggy-bank")) || (data0 === "printer")) || (data0 === "receipt")) || (data0 === "refresh-cw")) || (data0 === "rocket")) || (data0 === "scale")) || (data0 === "search")) || (data0 === "send")) || (data0 === "server")) || (data0 === "shield")) || (data0 === "shield-check")) || (data0 === "shopping-cart")) || (data0 === "smile")) || (data0 === "sprout")) || (data0 === "star")) || (data0 === "stethoscope")) || (data0 === "store")) || (data0 === "target")) || (data0 === "thumbs-down")) || (data0 === "thumbs-up")) || (data0 === "timer")) || (data0 === "trending-up")) || (data0 === "triangle-alert")) || (data0 === "truck")) || (data0 === "user-check")) || (data0 === "users")) || (data0 === "wallet")) || (data0 === "warehouse")) || (data0 === "wrench")) || (data0 === "zap"))){
const err4 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values",schema:schema12.enum,parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.problem !== undefined){
let data1 = data.problem;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/problem",schemaPath:"#/properties/problem/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema21.properties.problem,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/problem",schemaPath:"#/properties/problem/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.problem.type,parentSchema:schema21.properties.problem,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.solution !== undefined){
let data2 = data.solution;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/solution",schemaPath:"#/properties/solution/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema21.properties.solution,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/solution",schemaPath:"#/properties/solution/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.solution.type,parentSchema:schema21.properties.solution,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.type,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

export const Service = validate19;
const schema23 = {"title":"Service","type":"object","description":"A service card: icon, title, description, feature bullets and an optional button.","properties":{"icon":{"title":"Icon","description":"A small picture from the icon set, shown beside the words.","$ref":"#/$defs/Icon"},"title":{"title":"Service name","type":"string","minLength":1,"description":"The name of the service.","examples":["Individual Tax Returns"]},"description":{"title":"Description","type":"string","minLength":1,"description":"One or two sentences about the service.","examples":["Accurate federal and state returns for every situation."]},"features":{"title":"Feature bullets","type":"array","description":"The feature bullets of the card.","items":{"type":"string","minLength":1},"minItems":1,"examples":[["W-2 and 1099 income","Itemized deductions"]]},"link":{"title":"Link","description":"A button or text link, if any.","$ref":"#/$defs/Action"}},"required":["title","description"],"additionalProperties":false,"examples":[{"icon":"file-text","title":"Individual Tax Returns","description":"Accurate federal and state returns.","features":["W-2 and 1099 income"]}]};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema23.required,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.description === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema23.required,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "icon") || (key0 === "title")) || (key0 === "description")) || (key0 === "features")) || (key0 === "link"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.icon !== undefined){
let data0 = data.icon;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data0 === "arrow-right") || (data0 === "award")) || (data0 === "badge-check")) || (data0 === "banknote")) || (data0 === "bell")) || (data0 === "book-open")) || (data0 === "briefcase")) || (data0 === "building")) || (data0 === "building-2")) || (data0 === "calculator")) || (data0 === "calendar")) || (data0 === "calendar-check")) || (data0 === "car")) || (data0 === "chart-column")) || (data0 === "chart-line")) || (data0 === "chart-pie")) || (data0 === "circle-check")) || (data0 === "circle-dollar-sign")) || (data0 === "circle-x")) || (data0 === "clipboard-list")) || (data0 === "clock")) || (data0 === "coins")) || (data0 === "cpu")) || (data0 === "dollar-sign")) || (data0 === "factory")) || (data0 === "file-check")) || (data0 === "file-search")) || (data0 === "file-text")) || (data0 === "gavel")) || (data0 === "gift")) || (data0 === "globe")) || (data0 === "graduation-cap")) || (data0 === "hammer")) || (data0 === "hand-coins")) || (data0 === "handshake")) || (data0 === "hard-hat")) || (data0 === "heart")) || (data0 === "heart-handshake")) || (data0 === "house")) || (data0 === "info")) || (data0 === "landmark")) || (data0 === "laptop")) || (data0 === "layers")) || (data0 === "leaf")) || (data0 === "lightbulb")) || (data0 === "lock")) || (data0 === "mail")) || (data0 === "map-pin")) || (data0 === "megaphone")) || (data0 === "network")) || (data0 === "package")) || (data0 === "percent")) || (data0 === "phone")) || (data0 === "piggy-bank")) || (data0 === "printer")) || (data0 === "receipt")) || (data0 === "refresh-cw")) || (data0 === "rocket")) || (data0 === "scale")) || (data0 === "search")) || (data0 === "send")) || (data0 === "server")) || (data0 === "shield")) || (data0 === "shield-check")) || (data0 === "shopping-cart")) || (data0 === "smile")) || (data0 === "sprout")) || (data0 === "star")) || (data0 === "stethoscope")) || (data0 === "store")) || (data0 === "target")) || (data0 === "thumbs-down")) || (data0 === "thumbs-up")) || (data0 === "timer")) || (data0 === "trending-up")) || (data0 === "triangle-alert")) || (data0 === "truck")) || (data0 === "user-check")) || (data0 === "users")) || (data0 === "wallet")) || (data0 === "warehouse")) || (data0 === "wrench")) || (data0 === "zap"))){
const err4 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values",schema:schema12.enum,parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23.properties.title,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.title.type,parentSchema:schema23.properties.title,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23.properties.description,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.description.type,parentSchema:schema23.properties.description,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.features !== undefined){
let data3 = data.features;
if(Array.isArray(data3)){
if(data3.length < 1){
const err9 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema23.properties.features,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err10 = {instancePath:instancePath+"/features/" + i0,schemaPath:"#/properties/features/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23.properties.features.items,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/features/" + i0,schemaPath:"#/properties/features/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.features.items.type,parentSchema:schema23.properties.features.items,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.properties.features.type,parentSchema:schema23.properties.features,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.link !== undefined){
if(!(validate12(data.link, {instancePath:instancePath+"/link",parentData:data,parentDataProperty:"link",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.type,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

export const ListGroup = validate21;
const schema25 = {"title":"List","type":"object","description":"A titled list of short items.","properties":{"title":{"title":"List title","type":"string","minLength":1,"description":"The list's title.","examples":["Pros"]},"icon":{"title":"Icon","description":"A small picture from the icon set, shown beside the words.","$ref":"#/$defs/Icon"},"mood":{"title":"Bullet style","type":"string","enum":["positive","negative","neutral"],"description":"How the bullets look: positive (check marks), negative (crosses) or neutral (dots).","examples":["positive"]},"items":{"title":"Items","type":"array","description":"The items of the list.","items":{"type":"string","minLength":1},"minItems":1,"examples":[["Limited personal liability","Pass-through taxation"]]}},"required":["items"],"additionalProperties":false,"examples":[{"title":"Pros","mood":"positive","items":["Limited personal liability"]}]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema25.required,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "title") || (key0 === "icon")) || (key0 === "mood")) || (key0 === "items"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema25.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.properties.title.type,parentSchema:schema25.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.icon !== undefined){
let data1 = data.icon;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data1 === "arrow-right") || (data1 === "award")) || (data1 === "badge-check")) || (data1 === "banknote")) || (data1 === "bell")) || (data1 === "book-open")) || (data1 === "briefcase")) || (data1 === "building")) || (data1 === "building-2")) || (data1 === "calculator")) || (data1 === "calendar")) || (data1 === "calendar-check")) || (data1 === "car")) || (data1 === "chart-column")) || (data1 === "chart-line")) || (data1 === "chart-pie")) || (data1 === "circle-check")) || (data1 === "circle-dollar-sign")) || (data1 === "circle-x")) || (data1 === "clipboard-list")) || (data1 === "clock")) || (data1 === "coins")) || (data1 === "cpu")) || (data1 === "dollar-sign")) || (data1 === "factory")) || (data1 === "file-check")) || (data1 === "file-search")) || (data1 === "file-text")) || (data1 === "gavel")) || (data1 === "gift")) || (data1 === "globe")) || (data1 === "graduation-cap")) || (data1 === "hammer")) || (data1 === "hand-coins")) || (data1 === "handshake")) || (data1 === "hard-hat")) || (data1 === "heart")) || (data1 === "heart-handshake")) || (data1 === "house")) || (data1 === "info")) || (data1 === "landmark")) || (data1 === "laptop")) || (data1 === "layers")) || (data1 === "leaf")) || (data1 === "lightbulb")) || (data1 === "lock")) || (data1 === "mail")) || (data1 === "map-pin")) || (data1 === "megaphone")) || (data1 === "network")) || (data1 === "package")) || (data1 === "percent")) || (data1 === "phone")) || (data1 === "piggy-bank")) || (data1 === "printer")) || (data1 === "receipt")) || (data1 === "refresh-cw")) || (data1 === "rocket")) || (data1 === "scale")) || (data1 === "search")) || (data1 === "send")) || (data1 === "server")) || (data1 === "shield")) || (data1 === "shield-check")) || (data1 === "shopping-cart")) || (data1 === "smile")) || (data1 === "sprout")) || (data1 === "star")) || (data1 === "stethoscope")) || (data1 === "store")) || (data1 === "target")) || (data1 === "thumbs-down")) || (data1 === "thumbs-up")) || (data1 === "timer")) || (data1 === "trending-up")) || (data1 === "triangle-alert")) || (data1 === "truck")) || (data1 === "user-check")) || (data1 === "users")) || (data1 === "wallet")) || (data1 === "warehouse")) || (data1 === "wrench")) || (data1 === "zap"))){
const err5 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values",schema:schema12.enum,parentSchema:schema12,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.mood !== undefined){
let data2 = data.mood;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/mood",schemaPath:"#/properties/mood/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.properties.mood.type,parentSchema:schema25.properties.mood,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data2 === "positive") || (data2 === "negative")) || (data2 === "neutral"))){
const err7 = {instancePath:instancePath+"/mood",schemaPath:"#/properties/mood/enum",keyword:"enum",params:{allowedValues: schema25.properties.mood.enum},message:"must be equal to one of the allowed values",schema:schema25.properties.mood.enum,parentSchema:schema25.properties.mood,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.items !== undefined){
let data3 = data.items;
if(Array.isArray(data3)){
if(data3.length < 1){
const err8 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema25.properties.items,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err9 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema25.properties.items.items,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.properties.items.items.type,parentSchema:schema25.properties.items.items,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema25.properties.items.type,parentSchema:schema25.properties.items,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema25.type,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

export const Plan = validate22;
const schema27 = {"title":"Price plan","type":"object","description":"A pricing plan or package.","properties":{"name":{"title":"Plan name","type":"string","minLength":1,"description":"The plan's name.","examples":["Growth"]},"price":{"title":"Price","type":"string","minLength":1,"description":"The price as shown, usually a {{reference}} to a price in site.yaml.","examples":["$349"]},"period":{"title":"Per","type":"string","minLength":1,"description":"What the price is per.","examples":["/month"]},"description":{"title":"Who it is for","type":"string","minLength":1,"description":"Who the plan is for.","examples":["For established solopreneurs ready to grow."]},"popular":{"title":"Most popular","type":"boolean","description":"Highlight this plan as the most popular one.","examples":[true]},"badge":{"title":"Badge","type":"string","minLength":1,"description":"A small label on the card.","examples":["Best value"]},"features":{"title":"What it includes","type":"array","description":"What the plan includes.","items":{"type":"string","minLength":1},"minItems":1,"examples":[["Monthly bookkeeping","Quarterly tax estimates"]]},"action":{"title":"Button","description":"The plan's button.","$ref":"#/$defs/Action"}},"required":["name","price","features","action"],"additionalProperties":false,"examples":[{"name":"Starter","price":"$199","period":"/month","features":["Monthly bookkeeping"],"action":{"label":"Get Started","to":"/book"}}]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.price === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.features === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "features"},message:"must have required property '"+"features"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.action === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "price")) || (key0 === "period")) || (key0 === "description")) || (key0 === "popular")) || (key0 === "badge")) || (key0 === "features")) || (key0 === "action"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.name.type,parentSchema:schema27.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.price !== undefined){
let data1 = data.price;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.price,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.price.type,parentSchema:schema27.properties.price,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.period !== undefined){
let data2 = data.period;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err9 = {instancePath:instancePath+"/period",schemaPath:"#/properties/period/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.period,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/period",schemaPath:"#/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.period.type,parentSchema:schema27.properties.period,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.description,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.description.type,parentSchema:schema27.properties.description,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.popular !== undefined){
let data4 = data.popular;
if(typeof data4 !== "boolean"){
const err13 = {instancePath:instancePath+"/popular",schemaPath:"#/properties/popular/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.popular.type,parentSchema:schema27.properties.popular,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.badge !== undefined){
let data5 = data.badge;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err14 = {instancePath:instancePath+"/badge",schemaPath:"#/properties/badge/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.badge,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/badge",schemaPath:"#/properties/badge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.badge.type,parentSchema:schema27.properties.badge,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.features !== undefined){
let data6 = data.features;
if(Array.isArray(data6)){
if(data6.length < 1){
const err16 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema27.properties.features,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err17 = {instancePath:instancePath+"/features/" + i0,schemaPath:"#/properties/features/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.features.items,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/features/" + i0,schemaPath:"#/properties/features/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.features.items.type,parentSchema:schema27.properties.features.items,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema27.properties.features.type,parentSchema:schema27.properties.features,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.action !== undefined){
if(!(validate12(data.action, {instancePath:instancePath+"/action",parentData:data,parentDataProperty:"action",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

export const Table = validate24;
const schema28 = {"title":"Rate table","type":"object","description":"A table of rates: column headings and rows of cells.","properties":{"title":{"title":"Table title","type":"string","minLength":1,"description":"The table's title.","examples":["2025 Federal Brackets: Single"]},"caption":{"title":"Caption","type":"string","minLength":1,"description":"A note under the table.","examples":["Taxable income after deductions."]},"columns":{"title":"Column headings","type":"array","description":"The column headings.","items":{"type":"string","minLength":1},"minItems":1,"examples":[["Rate","Taxable income"]]},"rows":{"title":"Rows","type":"array","description":"The rows; each row has one cell per column.","items":{"type":"array","items":{"type":"string","minLength":1},"minItems":1},"minItems":1,"examples":[[["10%","$0 - $11,000"]]]}},"required":["title","columns","rows"],"additionalProperties":false,"examples":[{"title":"Single","columns":["Rate","Taxable income"],"rows":[["10%","$0 - $11,000"]]}]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.columns === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.rows === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "title") || (key0 === "caption")) || (key0 === "columns")) || (key0 === "rows"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.title.type,parentSchema:schema28.properties.title,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.caption !== undefined){
let data1 = data.caption;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/caption",schemaPath:"#/properties/caption/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.caption,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/caption",schemaPath:"#/properties/caption/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.caption.type,parentSchema:schema28.properties.caption,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.columns !== undefined){
let data2 = data.columns;
if(Array.isArray(data2)){
if(data2.length < 1){
const err8 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema28.properties.columns,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.columns.items,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.columns.items.type,parentSchema:schema28.properties.columns.items,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema28.properties.columns.type,parentSchema:schema28.properties.columns,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.rows !== undefined){
let data4 = data.rows;
if(Array.isArray(data4)){
if(data4.length < 1){
const err12 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema28.properties.rows,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(Array.isArray(data5)){
if(data5.length < 1){
const err13 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema28.properties.rows.items,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
let data6 = data5[i2];
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err14 = {instancePath:instancePath+"/rows/" + i1+"/" + i2,schemaPath:"#/properties/rows/items/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.rows.items.items,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/rows/" + i1+"/" + i2,schemaPath:"#/properties/rows/items/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.rows.items.items.type,parentSchema:schema28.properties.rows.items.items,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema28.properties.rows.items.type,parentSchema:schema28.properties.rows.items,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema28.properties.rows.type,parentSchema:schema28.properties.rows,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

export const Step = validate25;
const schema29 = {"title":"Step","type":"object","description":"One step of a timeline.","properties":{"icon":{"title":"Icon","description":"A small picture from the icon set, shown beside the words.","$ref":"#/$defs/Icon"},"title":{"title":"Step name","type":"string","minLength":1,"description":"The step's name.","examples":["Return Filed"]},"text":{"title":"What happens","type":"string","minLength":1,"description":"What happens in this step.","examples":["You submit your return to the IRS."]},"time":{"title":"When","type":"string","minLength":1,"description":"When or how long.","examples":["Day 1"]}},"required":["title","text"],"additionalProperties":false,"examples":[{"title":"Return Filed","text":"You submit your return to the IRS.","time":"Day 1"}]};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "icon") || (key0 === "title")) || (key0 === "text")) || (key0 === "time"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.icon !== undefined){
let data0 = data.icon;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data0 === "arrow-right") || (data0 === "award")) || (data0 === "badge-check")) || (data0 === "banknote")) || (data0 === "bell")) || (data0 === "book-open")) || (data0 === "briefcase")) || (data0 === "building")) || (data0 === "building-2")) || (data0 === "calculator")) || (data0 === "calendar")) || (data0 === "calendar-check")) || (data0 === "car")) || (data0 === "chart-column")) || (data0 === "chart-line")) || (data0 === "chart-pie")) || (data0 === "circle-check")) || (data0 === "circle-dollar-sign")) || (data0 === "circle-x")) || (data0 === "clipboard-list")) || (data0 === "clock")) || (data0 === "coins")) || (data0 === "cpu")) || (data0 === "dollar-sign")) || (data0 === "factory")) || (data0 === "file-check")) || (data0 === "file-search")) || (data0 === "file-text")) || (data0 === "gavel")) || (data0 === "gift")) || (data0 === "globe")) || (data0 === "graduation-cap")) || (data0 === "hammer")) || (data0 === "hand-coins")) || (data0 === "handshake")) || (data0 === "hard-hat")) || (data0 === "heart")) || (data0 === "heart-handshake")) || (data0 === "house")) || (data0 === "info")) || (data0 === "landmark")) || (data0 === "laptop")) || (data0 === "layers")) || (data0 === "leaf")) || (data0 === "lightbulb")) || (data0 === "lock")) || (data0 === "mail")) || (data0 === "map-pin")) || (data0 === "megaphone")) || (data0 === "network")) || (data0 === "package")) || (data0 === "percent")) || (data0 === "phone")) || (data0 === "piggy-bank")) || (data0 === "printer")) || (data0 === "receipt")) || (data0 === "refresh-cw")) || (data0 === "rocket")) || (data0 === "scale")) || (data0 === "search")) || (data0 === "send")) || (data0 === "server")) || (data0 === "shield")) || (data0 === "shield-check")) || (data0 === "shopping-cart")) || (data0 === "smile")) || (data0 === "sprout")) || (data0 === "star")) || (data0 === "stethoscope")) || (data0 === "store")) || (data0 === "target")) || (data0 === "thumbs-down")) || (data0 === "thumbs-up")) || (data0 === "timer")) || (data0 === "trending-up")) || (data0 === "triangle-alert")) || (data0 === "truck")) || (data0 === "user-check")) || (data0 === "users")) || (data0 === "wallet")) || (data0 === "warehouse")) || (data0 === "wrench")) || (data0 === "zap"))){
const err4 = {instancePath:instancePath+"/icon",schemaPath:"#/$defs/Icon/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values",schema:schema12.enum,parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema29.properties.title,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.title.type,parentSchema:schema29.properties.title,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.text !== undefined){
let data2 = data.text;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema29.properties.text,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.text.type,parentSchema:schema29.properties.text,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.time !== undefined){
let data3 = data.time;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema29.properties.time,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.time.type,parentSchema:schema29.properties.time,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.type,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

export const Month = validate26;
const schema31 = {"title":"Month of deadlines","type":"object","description":"A month of the tax calendar and its dated items.","properties":{"month":{"title":"Month name","type":"string","minLength":1,"description":"The month's name.","examples":["January"]},"items":{"title":"Deadlines","type":"array","description":"The deadlines in this month.","items":{"$ref":"#/$defs/DatedItem"},"minItems":1,"examples":[[{"date":"Jan 15","title":"Q4 estimated tax payment due"}]]}},"required":["month","items"],"additionalProperties":false,"examples":[{"month":"January","items":[{"date":"Jan 15","title":"Q4 estimated tax payment due"}]}]};
const schema32 = {"title":"Deadline","type":"object","description":"A deadline on a date.","properties":{"date":{"title":"Date","type":"string","minLength":1,"description":"The date as shown.","examples":["Jan 15"]},"title":{"title":"What is due","type":"string","minLength":1,"description":"What is due.","examples":["Q4 estimated tax payment due"]},"text":{"title":"Detail","type":"string","minLength":1,"description":"More detail.","examples":["For income earned September through December."]}},"required":["date","title"],"additionalProperties":false,"examples":[{"date":"Jan 15","title":"Q4 estimated tax payment due"}]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.month === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "month"},message:"must have required property '"+"month"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "month") || (key0 === "items"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.month !== undefined){
let data0 = data.month;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.month,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.month.type,parentSchema:schema31.properties.month,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.items !== undefined){
let data1 = data.items;
if(Array.isArray(data1)){
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema31.properties.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.date === undefined){
const err6 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/DatedItem/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema32.required,parentSchema:schema32,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.title === undefined){
const err7 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/DatedItem/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema32.required,parentSchema:schema32,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data2){
if(!(((key1 === "date") || (key1 === "title")) || (key1 === "text"))){
const err8 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/DatedItem/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.date !== undefined){
let data3 = data2.date;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/items/" + i0+"/date",schemaPath:"#/$defs/DatedItem/properties/date/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.date,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/items/" + i0+"/date",schemaPath:"#/$defs/DatedItem/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.date.type,parentSchema:schema32.properties.date,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.title !== undefined){
let data4 = data2.title;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err11 = {instancePath:instancePath+"/items/" + i0+"/title",schemaPath:"#/$defs/DatedItem/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.title,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/items/" + i0+"/title",schemaPath:"#/$defs/DatedItem/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.title.type,parentSchema:schema32.properties.title,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.text !== undefined){
let data5 = data2.text;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err13 = {instancePath:instancePath+"/items/" + i0+"/text",schemaPath:"#/$defs/DatedItem/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.text,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/items/" + i0+"/text",schemaPath:"#/$defs/DatedItem/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.text.type,parentSchema:schema32.properties.text,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/DatedItem/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.items.type,parentSchema:schema31.properties.items,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

export const DatedItem = validate27;

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "date") || (key0 === "title")) || (key0 === "text"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.date,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.date.type,parentSchema:schema32.properties.date,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.title,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.title.type,parentSchema:schema32.properties.title,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.text !== undefined){
let data2 = data.text;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.text,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.text.type,parentSchema:schema32.properties.text,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

export const Faq = validate28;
const schema34 = {"title":"Question and answer","type":"object","description":"A question and its answer.","properties":{"question":{"title":"Question","type":"string","minLength":1,"description":"The question.","examples":["How long does a refund take?"]},"answer":{"title":"Answer","type":"string","minLength":1,"description":"The answer.","examples":["Most refunds arrive within 21 days."]}},"required":["question","answer"],"additionalProperties":false,"examples":[{"question":"How long does a refund take?","answer":"Most refunds arrive within 21 days."}]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.question === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "question"},message:"must have required property '"+"question"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.answer === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "answer"},message:"must have required property '"+"answer"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "question") || (key0 === "answer"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.question !== undefined){
let data0 = data.question;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/question",schemaPath:"#/properties/question/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.question,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/question",schemaPath:"#/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.question.type,parentSchema:schema34.properties.question,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.answer !== undefined){
let data1 = data.answer;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.answer,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.answer.type,parentSchema:schema34.properties.answer,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

export const Testimonial = validate29;
const schema35 = {"title":"Client quote","type":"object","description":"A client quote shown on the page.","properties":{"name":{"title":"Client's name","type":"string","minLength":1,"description":"The client's name.","examples":["Maria Gonzalez"]},"role":{"title":"Client's role or business","type":"string","minLength":1,"description":"The client's title, role or business.","examples":["Owner, Gonzalez Landscaping"]},"content":{"title":"What the client said","type":"string","minLength":1,"description":"What the client said.","examples":["They found deductions I never knew existed."]},"initials":{"title":"Initials","type":"string","minLength":1,"description":"Initials shown in the avatar. Leave out to use the first letters of the name.","examples":["MG"]},"outcome":{"title":"Result","type":"object","description":"A highlighted result: a savings amount, a result or a metric.","properties":{"label":{"title":"What the figure is","type":"string","minLength":1,"description":"What the value is.","examples":["Annual savings"]},"value":{"title":"Figure","type":"string","minLength":1,"description":"The value.","examples":["$12,400"]}},"required":["label","value"],"additionalProperties":false,"examples":[{"label":"Annual savings","value":"$12,400"}]},"rating":{"title":"Stars","type":"number","description":"Stars out of 5. Leave out for 5.","examples":[5],"minimum":1,"maximum":5}},"required":["name","role","content"],"additionalProperties":false,"examples":[{"name":"Maria Gonzalez","role":"Owner, Gonzalez Landscaping","content":"They found deductions I never knew existed."}]};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema35.required,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema35.required,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'",schema:schema35.required,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "role")) || (key0 === "content")) || (key0 === "initials")) || (key0 === "outcome")) || (key0 === "rating"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.name.type,parentSchema:schema35.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.role !== undefined){
let data1 = data.role;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.role,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.role.type,parentSchema:schema35.properties.role,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.content !== undefined){
let data2 = data.content;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.content,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.content.type,parentSchema:schema35.properties.content,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.initials !== undefined){
let data3 = data.initials;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/initials",schemaPath:"#/properties/initials/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.initials,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/initials",schemaPath:"#/properties/initials/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.initials.type,parentSchema:schema35.properties.initials,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.outcome !== undefined){
let data4 = data.outcome;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.label === undefined){
const err12 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema35.properties.outcome.required,parentSchema:schema35.properties.outcome,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.value === undefined){
const err13 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema35.properties.outcome.required,parentSchema:schema35.properties.outcome,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "label") || (key1 === "value"))){
const err14 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema35.properties.outcome,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.label !== undefined){
let data5 = data4.label;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err15 = {instancePath:instancePath+"/outcome/label",schemaPath:"#/properties/outcome/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.outcome.properties.label,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/outcome/label",schemaPath:"#/properties/outcome/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.outcome.properties.label.type,parentSchema:schema35.properties.outcome.properties.label,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.value !== undefined){
let data6 = data4.value;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err17 = {instancePath:instancePath+"/outcome/value",schemaPath:"#/properties/outcome/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.outcome.properties.value,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/outcome/value",schemaPath:"#/properties/outcome/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.outcome.properties.value.type,parentSchema:schema35.properties.outcome.properties.value,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.properties.outcome.type,parentSchema:schema35.properties.outcome,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.rating !== undefined){
let data7 = data.rating;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 5 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema35.properties.rating,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema35.properties.rating,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.rating.type,parentSchema:schema35.properties.rating,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

export const FormField = validate30;
const schema36 = {"title":"Form field","type":"object","description":"A field of a form.","properties":{"name":{"title":"Name in the message","type":"string","minLength":1,"description":"The field's name in the message sent (fullName, email, phone, subject, message, companyName, employeeCount, …).","examples":["fullName"],"pattern":"^[a-zA-Z][a-zA-Z0-9]*$"},"label":{"title":"Label","type":"string","minLength":1,"description":"The label shown to the visitor.","examples":["Full Name"]},"input":{"title":"Kind of input","type":"string","enum":["text","email","tel","number","textarea","select","checkbox","checkboxes","radio"],"description":"The kind of input.","examples":["text"]},"required":{"title":"Must be filled in","type":"boolean","description":"The visitor must fill this field in.","examples":[true]},"placeholder":{"title":"Hint inside the field","type":"string","minLength":1,"description":"Hint text inside the empty field.","examples":["XXX-XX-XXXX"]},"help":{"title":"Note under the field","type":"string","minLength":1,"description":"A note under the field.","examples":["We only text about deadlines."]},"rows":{"title":"Height in lines","type":"number","description":"Height of a textarea in lines.","examples":[5],"minimum":2,"maximum":20},"maxLength":{"title":"Most characters","type":"number","description":"The most characters the field takes.","examples":[200],"minimum":1,"maximum":5000},"autocomplete":{"title":"Browser autofill","type":"string","minLength":1,"description":"The browser autofill hint (name, email, tel, organization, off).","examples":["name"]},"options":{"title":"Choices","type":"array","description":"The choices of a select, checkboxes or radio field.","items":{"$ref":"#/$defs/FormOption"},"minItems":1,"examples":[[{"value":"1-5","label":"1-5 employees"}]]},"default":{"title":"Chosen at first","type":["string","array"],"items":{"type":"string"},"description":"The value chosen at first: an option value, or a list of them for checkboxes.","examples":["individual"]},"secret":{"title":"Sensitive (never sent)","type":"boolean","description":"The value is sensitive (a Social Security Number): it is never sent anywhere or put in a web address.","examples":[true]}},"required":["name","label","input"],"additionalProperties":false,"examples":[{"name":"fullName","label":"Full Name","input":"text","required":true,"autocomplete":"name"}]};
const schema37 = {"title":"Choice","type":"object","description":"One choice of a select, checkboxes or radio field.","properties":{"value":{"title":"Value sent","type":"string","minLength":1,"description":"The value sent or stored.","examples":["1-5"]},"label":{"title":"Words shown","type":"string","minLength":1,"description":"The words shown.","examples":["1-5 employees"]}},"required":["value","label"],"additionalProperties":false,"examples":[{"value":"1-5","label":"1-5 employees"}]};
const func46 = Object.prototype.hasOwnProperty;
const pattern1 = new RegExp("^[a-zA-Z][a-zA-Z0-9]*$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.label === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.input === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func46.call(schema36.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern1.test(data0)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z][a-zA-Z0-9]*$"},message:"must match pattern \""+"^[a-zA-Z][a-zA-Z0-9]*$"+"\"",schema:"^[a-zA-Z][a-zA-Z0-9]*$",parentSchema:schema36.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.name.type,parentSchema:schema36.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.label !== undefined){
let data1 = data.label;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.label,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.label.type,parentSchema:schema36.properties.label,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.input !== undefined){
let data2 = data.input;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.input.type,parentSchema:schema36.properties.input,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((((((data2 === "text") || (data2 === "email")) || (data2 === "tel")) || (data2 === "number")) || (data2 === "textarea")) || (data2 === "select")) || (data2 === "checkbox")) || (data2 === "checkboxes")) || (data2 === "radio"))){
const err10 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/enum",keyword:"enum",params:{allowedValues: schema36.properties.input.enum},message:"must be equal to one of the allowed values",schema:schema36.properties.input.enum,parentSchema:schema36.properties.input,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.required !== undefined){
let data3 = data.required;
if(typeof data3 !== "boolean"){
const err11 = {instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.required.type,parentSchema:schema36.properties.required,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.placeholder !== undefined){
let data4 = data.placeholder;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/placeholder",schemaPath:"#/properties/placeholder/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.placeholder,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/placeholder",schemaPath:"#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.placeholder.type,parentSchema:schema36.properties.placeholder,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.help !== undefined){
let data5 = data.help;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err14 = {instancePath:instancePath+"/help",schemaPath:"#/properties/help/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.help,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/help",schemaPath:"#/properties/help/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.help.type,parentSchema:schema36.properties.help,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.rows !== undefined){
let data6 = data.rows;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 20 || isNaN(data6)){
const err16 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20",schema:20,parentSchema:schema36.properties.rows,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6 < 2 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2",schema:2,parentSchema:schema36.properties.rows,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.rows.type,parentSchema:schema36.properties.rows,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.maxLength !== undefined){
let data7 = data.maxLength;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 5000 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000",schema:5000,parentSchema:schema36.properties.maxLength,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.maxLength,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.maxLength.type,parentSchema:schema36.properties.maxLength,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.autocomplete !== undefined){
let data8 = data.autocomplete;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err22 = {instancePath:instancePath+"/autocomplete",schemaPath:"#/properties/autocomplete/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.autocomplete,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/autocomplete",schemaPath:"#/properties/autocomplete/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.autocomplete.type,parentSchema:schema36.properties.autocomplete,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.options !== undefined){
let data9 = data.options;
if(Array.isArray(data9)){
if(data9.length < 1){
const err24 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema36.properties.options,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.value === undefined){
const err25 = {instancePath:instancePath+"/options/" + i0,schemaPath:"#/$defs/FormOption/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema37.required,parentSchema:schema37,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data10.label === undefined){
const err26 = {instancePath:instancePath+"/options/" + i0,schemaPath:"#/$defs/FormOption/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema37.required,parentSchema:schema37,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key1 in data10){
if(!((key1 === "value") || (key1 === "label"))){
const err27 = {instancePath:instancePath+"/options/" + i0,schemaPath:"#/$defs/FormOption/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data10.value !== undefined){
let data11 = data10.value;
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err28 = {instancePath:instancePath+"/options/" + i0+"/value",schemaPath:"#/$defs/FormOption/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.value,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/options/" + i0+"/value",schemaPath:"#/$defs/FormOption/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.value.type,parentSchema:schema37.properties.value,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data10.label !== undefined){
let data12 = data10.label;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err30 = {instancePath:instancePath+"/options/" + i0+"/label",schemaPath:"#/$defs/FormOption/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.label,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/options/" + i0+"/label",schemaPath:"#/$defs/FormOption/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.label.type,parentSchema:schema37.properties.label,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/options/" + i0,schemaPath:"#/$defs/FormOption/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.options.type,parentSchema:schema36.properties.options,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.default !== undefined){
let data13 = data.default;
if((typeof data13 !== "string") && (!(Array.isArray(data13)))){
const err34 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: schema36.properties.default.type},message:"must be string,array",schema:schema36.properties.default.type,parentSchema:schema36.properties.default,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(typeof data14 !== "string"){
const err35 = {instancePath:instancePath+"/default/" + i1,schemaPath:"#/properties/default/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.default.items.type,parentSchema:schema36.properties.default.items,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
}
if(data.secret !== undefined){
let data15 = data.secret;
if(typeof data15 !== "boolean"){
const err36 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.secret.type,parentSchema:schema36.properties.secret,data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

export const FormOption = validate31;

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.label === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "value") || (key0 === "label"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.value !== undefined){
let data0 = data.value;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.value,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.value.type,parentSchema:schema37.properties.value,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.label !== undefined){
let data1 = data.label;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.label,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.label.type,parentSchema:schema37.properties.label,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

export const Notice = validate32;
const schema39 = {"title":"Notice","type":"object","description":"A toast notice: a title and a description.","properties":{"title":{"title":"Title","type":"string","minLength":1,"description":"The notice's title.","examples":["Message Sent!"]},"description":{"title":"Text","type":"string","minLength":1,"description":"The notice's text.","examples":["Thank you for contacting us. We'll respond within 24 hours."]}},"required":["title","description"],"additionalProperties":false,"examples":[{"title":"Message Sent!","description":"Thank you for contacting us. We'll respond within 24 hours."}]};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.description === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "title") || (key0 === "description"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema39.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.title.type,parentSchema:schema39.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema39.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.description.type,parentSchema:schema39.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

export const FormSubmit = validate33;
const schema40 = {"title":"What submitting does","type":"object","description":"What submitting the form does: post it to the firm, show an alert, or only log it.","examples":[{"kind":"alert","message":"This is a demonstration tool."}],"oneOf":[{"tsName":"PostSubmit","title":"Send to the firm","type":"object","description":"Send the form to the firm as a message.","properties":{"kind":{"const":"post","title":"What submitting does","description":"Send the form to the firm as a message.","examples":["post"]},"endpoint":{"const":"/api/contact","title":"Sent to","description":"Where the message goes.","examples":["/api/contact"]},"subject":{"title":"Subject","type":"string","minLength":1,"description":"The message subject, built from field values in {braces}. Leave out when the form has a subject field.","examples":["Payroll Services Quote - {companyName} ({employeeCount})"]},"success":{"title":"When sent","description":"The notice shown when the message was sent.","$ref":"#/$defs/Notice"},"failure":{"title":"When sending failed","description":"The notice shown when the message could not be sent.","$ref":"#/$defs/Notice"}},"required":["kind","endpoint","success","failure"],"additionalProperties":false,"examples":[{"kind":"post","endpoint":"/api/contact","success":{"title":"Message Sent!","description":"Thanks."},"failure":{"title":"Error","description":"Failed to send message."}}]},{"tsName":"AlertSubmit","title":"Show an alert","type":"object","description":"Show a browser alert and send nothing.","properties":{"kind":{"const":"alert","title":"What submitting does","description":"Show a browser alert and send nothing.","examples":["alert"]},"message":{"title":"Alert text","type":"string","minLength":1,"description":"The alert's text.","examples":["This is a demonstration tool."]}},"required":["kind","message"],"additionalProperties":false,"examples":[{"kind":"alert","message":"This is a demonstration tool."}]},{"tsName":"LogSubmit","title":"Send nothing","type":"object","description":"Only log the form on the browser console; nothing is sent and nothing is shown.","properties":{"kind":{"const":"log","title":"What submitting does","description":"Only log the form on the browser console.","examples":["log"]}},"required":["kind"],"additionalProperties":false,"examples":[{"kind":"log"}]}],"discriminator":{"propertyName":"kind"}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.kind;
if(typeof tag0 == "string"){
if(tag0 === "post"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema40.oneOf[0].required,parentSchema:schema40.oneOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.endpoint === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "endpoint"},message:"must have required property '"+"endpoint"+"'",schema:schema40.oneOf[0].required,parentSchema:schema40.oneOf[0],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'",schema:schema40.oneOf[0].required,parentSchema:schema40.oneOf[0],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.failure === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "failure"},message:"must have required property '"+"failure"+"'",schema:schema40.oneOf[0].required,parentSchema:schema40.oneOf[0],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "kind") || (key0 === "endpoint")) || (key0 === "subject")) || (key0 === "success")) || (key0 === "failure"))){
const err4 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40.oneOf[0],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if("post" !== data0){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "post"},message:"must be equal to constant",schema:"post",parentSchema:schema40.oneOf[0].properties.kind,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.endpoint !== undefined){
let data1 = data.endpoint;
if("/api/contact" !== data1){
const err6 = {instancePath:instancePath+"/endpoint",schemaPath:"#/oneOf/0/properties/endpoint/const",keyword:"const",params:{allowedValue: "/api/contact"},message:"must be equal to constant",schema:"/api/contact",parentSchema:schema40.oneOf[0].properties.endpoint,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.subject !== undefined){
let data2 = data.subject;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/subject",schemaPath:"#/oneOf/0/properties/subject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema40.oneOf[0].properties.subject,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/subject",schemaPath:"#/oneOf/0/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.oneOf[0].properties.subject.type,parentSchema:schema40.oneOf[0].properties.subject,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.success !== undefined){
let data3 = data.success;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.title === undefined){
const err9 = {instancePath:instancePath+"/success",schemaPath:"#/$defs/Notice/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema39.required,parentSchema:schema39,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.description === undefined){
const err10 = {instancePath:instancePath+"/success",schemaPath:"#/$defs/Notice/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema39.required,parentSchema:schema39,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "title") || (key1 === "description"))){
const err11 = {instancePath:instancePath+"/success",schemaPath:"#/$defs/Notice/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema39,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.title !== undefined){
let data4 = data3.title;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/success/title",schemaPath:"#/$defs/Notice/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema39.properties.title,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/success/title",schemaPath:"#/$defs/Notice/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.title.type,parentSchema:schema39.properties.title,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.description !== undefined){
let data5 = data3.description;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err14 = {instancePath:instancePath+"/success/description",schemaPath:"#/$defs/Notice/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema39.properties.description,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/success/description",schemaPath:"#/$defs/Notice/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.description.type,parentSchema:schema39.properties.description,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/success",schemaPath:"#/$defs/Notice/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.failure !== undefined){
let data6 = data.failure;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.title === undefined){
const err17 = {instancePath:instancePath+"/failure",schemaPath:"#/$defs/Notice/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema39.required,parentSchema:schema39,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.description === undefined){
const err18 = {instancePath:instancePath+"/failure",schemaPath:"#/$defs/Notice/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema39.required,parentSchema:schema39,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key2 in data6){
if(!((key2 === "title") || (key2 === "description"))){
const err19 = {instancePath:instancePath+"/failure",schemaPath:"#/$defs/Notice/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema39,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.title !== undefined){
let data7 = data6.title;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err20 = {instancePath:instancePath+"/failure/title",schemaPath:"#/$defs/Notice/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema39.properties.title,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/failure/title",schemaPath:"#/$defs/Notice/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.title.type,parentSchema:schema39.properties.title,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.description !== undefined){
let data8 = data6.description;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err22 = {instancePath:instancePath+"/failure/description",schemaPath:"#/$defs/Notice/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema39.properties.description,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/failure/description",schemaPath:"#/$defs/Notice/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.description.type,parentSchema:schema39.properties.description,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/failure",schemaPath:"#/$defs/Notice/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.oneOf[0].type,parentSchema:schema40.oneOf[0],data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else if(tag0 === "alert"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err26 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema40.oneOf[1].required,parentSchema:schema40.oneOf[1],data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.message === undefined){
const err27 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema40.oneOf[1].required,parentSchema:schema40.oneOf[1],data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key3 in data){
if(!((key3 === "kind") || (key3 === "message"))){
const err28 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema40.oneOf[1],data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.kind !== undefined){
let data9 = data.kind;
if("alert" !== data9){
const err29 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "alert"},message:"must be equal to constant",schema:"alert",parentSchema:schema40.oneOf[1].properties.kind,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.message !== undefined){
let data10 = data.message;
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err30 = {instancePath:instancePath+"/message",schemaPath:"#/oneOf/1/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema40.oneOf[1].properties.message,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/message",schemaPath:"#/oneOf/1/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.oneOf[1].properties.message.type,parentSchema:schema40.oneOf[1].properties.message,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.oneOf[1].type,parentSchema:schema40.oneOf[1],data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else if(tag0 === "log"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err33 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema40.oneOf[2].required,parentSchema:schema40.oneOf[2],data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key4 in data){
if(!(key4 === "kind")){
const err34 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema40.oneOf[2],data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.kind !== undefined){
let data11 = data.kind;
if("log" !== data11){
const err35 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "log"},message:"must be equal to constant",schema:"log",parentSchema:schema40.oneOf[2].properties.kind,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.oneOf[2].type,parentSchema:schema40.oneOf[2],data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "kind", tagValue: tag0},message:"value of tag \"kind\" must be in oneOf",schema:schema40.discriminator,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "kind", tagValue: tag0},message:"tag \"kind\" must be string",schema:schema40.discriminator,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}

export const TeamMember = validate34;
const schema43 = {"title":"Team member","type":"object","description":"A person on the team.","properties":{"name":{"title":"Full name","type":"string","minLength":1,"description":"Full name.","examples":["Linda Tran"]},"title":{"title":"Job title","type":"string","minLength":1,"description":"Job title.","examples":["Enrolled Agent"]},"description":{"title":"Biography","type":"string","minLength":1,"description":"A short biography.","examples":["Linda has represented clients before the IRS for fifteen years."]},"image":{"title":"Photo","type":"string","minLength":1,"description":"Path of the photo inside site/ (it must exist).","examples":["images/team/linda-tran.svg"],"pattern":"^images/"},"alt":{"title":"Photo description","type":"string","minLength":1,"description":"What the photo shows, for people who cannot see it.","examples":["Portrait of Linda Tran"]}},"required":["name","title","description","image","alt"],"additionalProperties":false,"examples":[{"name":"Linda Tran","title":"Enrolled Agent","description":"Fifteen years of IRS representation.","image":"images/team/linda-tran.svg","alt":"Portrait of Linda Tran"}]};
const pattern2 = new RegExp("^images/", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.description === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.image === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.alt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "title")) || (key0 === "description")) || (key0 === "image")) || (key0 === "alt"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.name.type,parentSchema:schema43.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.title,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.title.type,parentSchema:schema43.properties.title,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.description,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.description.type,parentSchema:schema43.properties.description,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.image !== undefined){
let data3 = data.image;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err12 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.image,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern2.test(data3)){
const err13 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/pattern",keyword:"pattern",params:{pattern: "^images/"},message:"must match pattern \""+"^images/"+"\"",schema:"^images/",parentSchema:schema43.properties.image,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.image.type,parentSchema:schema43.properties.image,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.alt !== undefined){
let data4 = data.alt;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err15 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.alt,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.alt.type,parentSchema:schema43.properties.alt,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

export const TextBlock = validate35;
const schema44 = {"title":"Text block","type":"object","description":"A block of prose: an optional heading, paragraphs and bullets.","properties":{"heading":{"title":"Block heading","type":"string","minLength":1,"description":"The block's heading.","examples":["Information We Collect"]},"paragraphs":{"title":"Paragraphs","type":"array","description":"Paragraphs of text. A link is written [words](/contact), bold **words**, italic *words*.","items":{"type":"string","minLength":1,"tsType":"InlineText"},"minItems":1,"examples":[["We collect the information you give us. [Contact us](/contact) with questions."]]},"bullets":{"title":"Bullets","type":"array","description":"A bulleted list after the paragraphs, with links, bold and italic written as in paragraphs.","items":{"type":"string","minLength":1,"tsType":"InlineText"},"minItems":1,"examples":[["Name and **email address**"]]}},"required":[],"additionalProperties":false,"examples":[{"heading":"Information We Collect","paragraphs":["We collect the information you give us."]}]};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "heading") || (key0 === "paragraphs")) || (key0 === "bullets"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.heading !== undefined){
let data0 = data.heading;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.heading,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.heading.type,parentSchema:schema44.properties.heading,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.paragraphs !== undefined){
let data1 = data.paragraphs;
if(Array.isArray(data1)){
if(data1.length < 1){
const err3 = {instancePath:instancePath+"/paragraphs",schemaPath:"#/properties/paragraphs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema44.properties.paragraphs,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err4 = {instancePath:instancePath+"/paragraphs/" + i0,schemaPath:"#/properties/paragraphs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.paragraphs.items,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/paragraphs/" + i0,schemaPath:"#/properties/paragraphs/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.paragraphs.items.type,parentSchema:schema44.properties.paragraphs.items,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/paragraphs",schemaPath:"#/properties/paragraphs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema44.properties.paragraphs.type,parentSchema:schema44.properties.paragraphs,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.bullets !== undefined){
let data3 = data.bullets;
if(Array.isArray(data3)){
if(data3.length < 1){
const err7 = {instancePath:instancePath+"/bullets",schemaPath:"#/properties/bullets/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema44.properties.bullets,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err8 = {instancePath:instancePath+"/bullets/" + i1,schemaPath:"#/properties/bullets/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.bullets.items,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/bullets/" + i1,schemaPath:"#/properties/bullets/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.bullets.items.type,parentSchema:schema44.properties.bullets.items,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/bullets",schemaPath:"#/properties/bullets/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema44.properties.bullets.type,parentSchema:schema44.properties.bullets,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

export const BannerSection = validate36;
const schema45 = {"title":"Top banner","type":"object","description":"A thin strip at the top of the page with a sentence and a link, such as the phone banner.","properties":{"type":{"const":"banner","title":"Section type","description":"Section type: banner. A thin strip at the top of the page with a sentence and a link, such as the phone banner.","examples":["banner"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"text":{"title":"Sentence","type":"string","minLength":1,"description":"The sentence.","examples":["Questions about your taxes? Call us today."]},"link":{"title":"Link","description":"A button or text link, if any.","$ref":"#/$defs/Action"}},"required":["type","text"],"additionalProperties":false,"examples":[{"type":"banner","text":"Questions? Call us.","link":{"label":"{{firm.phones.tollFree}}","to":"tel:{{firm.phones.tollFree}}"}}],"defaultSnippets":[{"label":"banner section","description":"A thin strip at the top of the page with a sentence and a link, such as the phone banner.","body":{"type":"^banner","text":"^Questions? Call us.","link":{"label":"^\"{{firm.phones.tollFree\\}\\}\"","to":"^tel:{{firm.phones.tollFree\\}\\}"}}}]};
const pattern3 = new RegExp("^[a-z][a-z0-9-]*$", "u");

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "text")) || (key0 === "link"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("banner" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "banner"},message:"must be equal to constant",schema:"banner",parentSchema:schema45.properties.type,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.id,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema45.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.id.type,parentSchema:schema45.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.eyebrow.type,parentSchema:schema45.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.heading.type,parentSchema:schema45.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err11 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.intro.type,parentSchema:schema45.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.tone.type,parentSchema:schema45.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema45.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema45.properties.tone.enum,parentSchema:schema45.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.text !== undefined){
let data6 = data.text;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err15 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.text,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.text.type,parentSchema:schema45.properties.text,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.link !== undefined){
if(!(validate12(data.link, {instancePath:instancePath+"/link",parentData:data,parentDataProperty:"link",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

export const HeroSection = validate38;
const schema46 = {"title":"Page opening","type":"object","description":"The big opening of a page: a badge, the page's main heading, a description and buttons.","properties":{"type":{"const":"hero","title":"Section type","description":"Section type: hero. The big opening of a page: a badge, the page's main heading, a description and buttons.","examples":["hero"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"badge":{"title":"Badge","type":"string","minLength":1,"description":"A small label above the heading.","examples":["Serving Elk Grove since 1996"]},"text":{"title":"Description","type":"string","minLength":1,"description":"The description under the heading.","examples":["Accurate returns, year-round planning and real people who answer the phone."]},"actions":{"title":"Buttons","type":"array","description":"The buttons.","items":{"$ref":"#/$defs/Action"},"minItems":1,"examples":[[{"label":"Book Appointment","to":"/book"}]]},"highlights":{"title":"Trust points","type":"array","description":"Short trust points under the buttons.","items":{"$ref":"#/$defs/Card"},"minItems":1,"examples":[[{"icon":"shield-check","title":"100% accuracy guarantee"}]]},"note":{"title":"Small print","type":"string","minLength":1,"description":"Small print under the buttons.","examples":["Last updated May 2025"]}},"required":["type","heading"],"additionalProperties":false,"examples":[{"type":"hero","heading":"Tax Preparation in Elk Grove","text":"Accurate returns.","actions":[{"label":"Book Appointment","to":"/book"}]}],"defaultSnippets":[{"label":"hero section","description":"The big opening of a page: a badge, the page's main heading, a description and buttons.","body":{"type":"^hero","heading":"^Tax Preparation in Elk Grove","text":"^Accurate returns.","actions":[{"label":"^Book Appointment","to":"^/book"}]}}]};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func46.call(schema46.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("hero" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "hero"},message:"must be equal to constant",schema:"hero",parentSchema:schema46.properties.type,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.id,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema46.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.id.type,parentSchema:schema46.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.eyebrow.type,parentSchema:schema46.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.heading.type,parentSchema:schema46.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err11 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.intro.type,parentSchema:schema46.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.tone.type,parentSchema:schema46.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema46.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema46.properties.tone.enum,parentSchema:schema46.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.badge !== undefined){
let data6 = data.badge;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err15 = {instancePath:instancePath+"/badge",schemaPath:"#/properties/badge/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.badge,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/badge",schemaPath:"#/properties/badge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.badge.type,parentSchema:schema46.properties.badge,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.text !== undefined){
let data7 = data.text;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err17 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.text,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.text.type,parentSchema:schema46.properties.text,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.actions !== undefined){
let data8 = data.actions;
if(Array.isArray(data8)){
if(data8.length < 1){
const err19 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema46.properties.actions,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(!(validate12(data8[i0], {instancePath:instancePath+"/actions/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema46.properties.actions.type,parentSchema:schema46.properties.actions,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.highlights !== undefined){
let data10 = data.highlights;
if(Array.isArray(data10)){
if(data10.length < 1){
const err21 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema46.properties.highlights,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(!(validate13(data10[i1], {instancePath:instancePath+"/highlights/" + i1,parentData:data10,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/highlights",schemaPath:"#/properties/highlights/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema46.properties.highlights.type,parentSchema:schema46.properties.highlights,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.note !== undefined){
let data12 = data.note;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err23 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.note,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.note.type,parentSchema:schema46.properties.note,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}

export const StatsSection = validate41;
const schema47 = {"title":"Figures","type":"object","description":"A row of figures with labels.","properties":{"type":{"const":"stats","title":"Section type","description":"Section type: stats. A row of figures with labels.","examples":["stats"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"items":{"title":"Figures","type":"array","description":"The figures.","items":{"$ref":"#/$defs/Stat"},"minItems":1,"examples":[[{"value":"1,700+","label":"Clients Served"}]]}},"required":["type","items"],"additionalProperties":false,"examples":[{"type":"stats","items":[{"value":"1,700+","label":"Clients Served"}]}],"defaultSnippets":[{"label":"stats section","description":"A row of figures with labels.","body":{"type":"^stats","items":[{"value":"^1,700+","label":"^Clients Served"}]}}]};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "items"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("stats" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "stats"},message:"must be equal to constant",schema:"stats",parentSchema:schema47.properties.type,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.id,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema47.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.id.type,parentSchema:schema47.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.eyebrow.type,parentSchema:schema47.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.heading.type,parentSchema:schema47.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err11 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.intro.type,parentSchema:schema47.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.tone.type,parentSchema:schema47.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema47.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema47.properties.tone.enum,parentSchema:schema47.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.items !== undefined){
let data6 = data.items;
if(Array.isArray(data6)){
if(data6.length < 1){
const err15 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema47.properties.items,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate15(data6[i0], {instancePath:instancePath+"/items/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema47.properties.items.type,parentSchema:schema47.properties.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

export const ChallengesSection = validate43;
const schema48 = {"title":"Challenges and solutions","type":"object","description":"Pain points, each with the firm's solution.","properties":{"type":{"const":"challenges","title":"Section type","description":"Section type: challenges. Pain points, each with the firm's solution.","examples":["challenges"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"problemLabel":{"title":"Label before each challenge","type":"string","minLength":1,"description":"The label before each problem.","examples":["The challenge"]},"solutionLabel":{"title":"Label before each solution","type":"string","minLength":1,"description":"The label before each solution.","examples":["Our solution"]},"items":{"title":"Challenges","type":"array","description":"The pain points.","items":{"$ref":"#/$defs/Challenge"},"minItems":1,"examples":[[{"problem":"Late filings.","solution":"A calendar we keep for you."}]]}},"required":["type","heading","items"],"additionalProperties":false,"examples":[{"type":"challenges","heading":"Challenges We Solve","items":[{"problem":"Late filings.","solution":"A calendar we keep for you."}]}],"defaultSnippets":[{"label":"challenges section","description":"Pain points, each with the firm's solution.","body":{"type":"^challenges","heading":"^Challenges We Solve","items":[{"problem":"^Late filings.","solution":"^A calendar we keep for you."}]}}]};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema48.required,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema48.required,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.items === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema48.required,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func46.call(schema48.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("challenges" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "challenges"},message:"must be equal to constant",schema:"challenges",parentSchema:schema48.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema48.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.id.type,parentSchema:schema48.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.eyebrow.type,parentSchema:schema48.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.heading.type,parentSchema:schema48.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.intro.type,parentSchema:schema48.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.tone.type,parentSchema:schema48.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema48.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema48.properties.tone.enum,parentSchema:schema48.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.problemLabel !== undefined){
let data6 = data.problemLabel;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err16 = {instancePath:instancePath+"/problemLabel",schemaPath:"#/properties/problemLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.problemLabel,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/problemLabel",schemaPath:"#/properties/problemLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.problemLabel.type,parentSchema:schema48.properties.problemLabel,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.solutionLabel !== undefined){
let data7 = data.solutionLabel;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err18 = {instancePath:instancePath+"/solutionLabel",schemaPath:"#/properties/solutionLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.solutionLabel,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/solutionLabel",schemaPath:"#/properties/solutionLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.solutionLabel.type,parentSchema:schema48.properties.solutionLabel,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.items !== undefined){
let data8 = data.items;
if(Array.isArray(data8)){
if(data8.length < 1){
const err20 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema48.properties.items,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(!(validate18(data8[i0], {instancePath:instancePath+"/items/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema48.properties.items.type,parentSchema:schema48.properties.items,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}

export const ServicesSection = validate45;
const schema49 = {"title":"Services","type":"object","description":"Service cards with icons, descriptions and feature bullets.","properties":{"type":{"const":"services","title":"Section type","description":"Section type: services. Service cards with icons, descriptions and feature bullets.","examples":["services"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"items":{"title":"Services","type":"array","description":"The service cards.","items":{"$ref":"#/$defs/Service"},"minItems":1,"examples":[[{"icon":"file-text","title":"Tax Returns","description":"Federal and state."}]]}},"required":["type","heading","items"],"additionalProperties":false,"examples":[{"type":"services","id":"services","heading":"Our Services","items":[{"title":"Tax Returns","description":"Federal and state."}]}],"defaultSnippets":[{"label":"services section","description":"Service cards with icons, descriptions and feature bullets.","body":{"type":"^services","id":"^services","heading":"^Our Services","items":[{"title":"^Tax Returns","description":"^Federal and state."}]}}]};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.items === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "items"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("services" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "services"},message:"must be equal to constant",schema:"services",parentSchema:schema49.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema49.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema49.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.id.type,parentSchema:schema49.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema49.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.eyebrow.type,parentSchema:schema49.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema49.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.heading.type,parentSchema:schema49.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema49.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.intro.type,parentSchema:schema49.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.tone.type,parentSchema:schema49.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema49.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema49.properties.tone.enum,parentSchema:schema49.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.items !== undefined){
let data6 = data.items;
if(Array.isArray(data6)){
if(data6.length < 1){
const err16 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema49.properties.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate19(data6[i0], {instancePath:instancePath+"/items/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema49.properties.items.type,parentSchema:schema49.properties.items,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}

export const CardsSection = validate47;
const schema50 = {"title":"Cards","type":"object","description":"A grid of cards: benefits, values, tips, resources, key dates or blurbs.","properties":{"type":{"const":"cards","title":"Section type","description":"Section type: cards. A grid of cards: benefits, values, tips, resources, key dates or blurbs.","examples":["cards"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"columns":{"title":"Cards per row","type":"number","description":"Cards per row on wide screens.","examples":[3],"enum":[2,3,4]},"items":{"title":"Cards","type":"array","description":"The cards.","items":{"$ref":"#/$defs/Card"},"minItems":1,"examples":[[{"icon":"award","title":"Integrity","text":"We tell you the truth."}]]},"actions":{"title":"Buttons","type":"array","description":"Buttons under the cards.","items":{"$ref":"#/$defs/Action"},"minItems":1,"examples":[[{"label":"Schedule a Consultation","to":"/book"}]]}},"required":["type","items"],"additionalProperties":false,"examples":[{"type":"cards","heading":"Our Values","items":[{"icon":"award","title":"Integrity","text":"We tell you the truth."}]}],"defaultSnippets":[{"label":"cards section","description":"A grid of cards: benefits, values, tips, resources, key dates or blurbs.","body":{"type":"^cards","heading":"^Our Values","items":[{"icon":"^award","title":"^Integrity","text":"^We tell you the truth."}]}}]};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func46.call(schema50.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("cards" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "cards"},message:"must be equal to constant",schema:"cards",parentSchema:schema50.properties.type,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.id,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema50.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.id.type,parentSchema:schema50.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.eyebrow.type,parentSchema:schema50.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.heading.type,parentSchema:schema50.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err11 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.intro.type,parentSchema:schema50.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.tone.type,parentSchema:schema50.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema50.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.tone.enum,parentSchema:schema50.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.columns !== undefined){
let data6 = data.columns;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err15 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema50.properties.columns.type,parentSchema:schema50.properties.columns,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data6 === 2) || (data6 === 3)) || (data6 === 4))){
const err16 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/enum",keyword:"enum",params:{allowedValues: schema50.properties.columns.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.columns.enum,parentSchema:schema50.properties.columns,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.items !== undefined){
let data7 = data.items;
if(Array.isArray(data7)){
if(data7.length < 1){
const err17 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema50.properties.items,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate13(data7[i0], {instancePath:instancePath+"/items/" + i0,parentData:data7,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.items.type,parentSchema:schema50.properties.items,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.actions !== undefined){
let data9 = data.actions;
if(Array.isArray(data9)){
if(data9.length < 1){
const err19 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema50.properties.actions,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(!(validate12(data9[i1], {instancePath:instancePath+"/actions/" + i1,parentData:data9,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.actions.type,parentSchema:schema50.properties.actions,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}

export const ListsSection = validate50;
const schema51 = {"title":"Lists","type":"object","description":"One or more titled lists of short items (deductions, platforms, business types, pros and cons), with an optional highlighted figure.","properties":{"type":{"const":"lists","title":"Section type","description":"Section type: lists. One or more titled lists of short items (deductions, platforms, business types, pros and cons), with an optional highlighted figure.","examples":["lists"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"groups":{"title":"Lists","type":"array","description":"The lists, shown side by side.","items":{"$ref":"#/$defs/ListGroup"},"minItems":1,"examples":[[{"title":"Pros","mood":"positive","items":["Limited liability"]}]]},"highlight":{"title":"Highlighted figure","description":"A figure shown large beside the lists.","$ref":"#/$defs/Stat"}},"required":["type","heading","groups"],"additionalProperties":false,"examples":[{"type":"lists","heading":"Business Types We Serve","groups":[{"items":["General contractors"]}]}],"defaultSnippets":[{"label":"lists section","description":"One or more titled lists of short items (deductions, platforms, business types, pros and cons), with an optional highlighted figure.","body":{"type":"^lists","heading":"^Business Types We Serve","groups":[{"items":["^General contractors"]}]}}]};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "groups")) || (key0 === "highlight"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("lists" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "lists"},message:"must be equal to constant",schema:"lists",parentSchema:schema51.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema51.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.id.type,parentSchema:schema51.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.eyebrow.type,parentSchema:schema51.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.heading.type,parentSchema:schema51.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema51.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.intro.type,parentSchema:schema51.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.tone.type,parentSchema:schema51.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema51.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema51.properties.tone.enum,parentSchema:schema51.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.groups !== undefined){
let data6 = data.groups;
if(Array.isArray(data6)){
if(data6.length < 1){
const err16 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema51.properties.groups,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate21(data6[i0], {instancePath:instancePath+"/groups/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema51.properties.groups.type,parentSchema:schema51.properties.groups,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.highlight !== undefined){
if(!(validate15(data.highlight, {instancePath:instancePath+"/highlight",parentData:data,parentDataProperty:"highlight",rootData}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}

export const PlansSection = validate53;
const schema52 = {"title":"Price plans","type":"object","description":"Pricing plans or packages; the popular one is highlighted.","properties":{"type":{"const":"plans","title":"Section type","description":"Section type: plans. Pricing plans or packages; the popular one is highlighted.","examples":["plans"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"popularLabel":{"title":"Popular plan label","type":"string","minLength":1,"description":"The highlight on the popular plan.","examples":["Most Popular"]},"items":{"title":"Plans","type":"array","description":"The plans.","items":{"$ref":"#/$defs/Plan"},"minItems":1,"examples":[[{"name":"Starter","price":"$199","features":["Monthly bookkeeping"],"action":{"label":"Get Started","to":"/book"}}]]},"actions":{"title":"Buttons","type":"array","description":"Buttons under the plans.","items":{"$ref":"#/$defs/Action"},"minItems":1,"examples":[[{"label":"Schedule Free Consultation","to":"/book"}]]}},"required":["type","heading","items"],"additionalProperties":false,"examples":[{"type":"plans","id":"pricing","heading":"Pricing","items":[{"name":"Starter","price":"$199","features":["Monthly bookkeeping"],"action":{"label":"Get Started","to":"/book"}}]}],"defaultSnippets":[{"label":"plans section","description":"Pricing plans or packages; the popular one is highlighted.","body":{"type":"^plans","id":"^pricing","heading":"^Pricing","items":[{"name":"^Starter","price":"^\\$199","features":["^Monthly bookkeeping"],"action":{"label":"^Get Started","to":"^/book"}}]}}]};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema52.required,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema52.required,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.items === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema52.required,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func46.call(schema52.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("plans" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "plans"},message:"must be equal to constant",schema:"plans",parentSchema:schema52.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema52.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.id.type,parentSchema:schema52.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.eyebrow.type,parentSchema:schema52.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.heading.type,parentSchema:schema52.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.intro.type,parentSchema:schema52.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.tone.type,parentSchema:schema52.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema52.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema52.properties.tone.enum,parentSchema:schema52.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.popularLabel !== undefined){
let data6 = data.popularLabel;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err16 = {instancePath:instancePath+"/popularLabel",schemaPath:"#/properties/popularLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.popularLabel,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/popularLabel",schemaPath:"#/properties/popularLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.popularLabel.type,parentSchema:schema52.properties.popularLabel,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.items !== undefined){
let data7 = data.items;
if(Array.isArray(data7)){
if(data7.length < 1){
const err18 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema52.properties.items,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate22(data7[i0], {instancePath:instancePath+"/items/" + i0,parentData:data7,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema52.properties.items.type,parentSchema:schema52.properties.items,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.actions !== undefined){
let data9 = data.actions;
if(Array.isArray(data9)){
if(data9.length < 1){
const err20 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema52.properties.actions,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(!(validate12(data9[i1], {instancePath:instancePath+"/actions/" + i1,parentData:data9,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema52.properties.actions.type,parentSchema:schema52.properties.actions,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.type,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}

export const BracketsSection = validate56;
const schema53 = {"title":"Tax brackets","type":"object","description":"Tables of tax rates and brackets.","properties":{"type":{"const":"brackets","title":"Section type","description":"Section type: brackets. Tables of tax rates and brackets.","examples":["brackets"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"tables":{"title":"Rate tables","type":"array","description":"The tables.","items":{"$ref":"#/$defs/Table"},"minItems":1,"examples":[[{"title":"Single","columns":["Rate","Income"],"rows":[["10%","$0 - $11,000"]]}]]},"note":{"title":"Note","type":"string","minLength":1,"description":"A note under the tables.","examples":["Brackets apply to taxable income."]}},"required":["type","heading","tables"],"additionalProperties":false,"examples":[{"type":"brackets","heading":"2025 Federal Tax Brackets","tables":[{"title":"Single","columns":["Rate","Income"],"rows":[["10%","$0 - $11,000"]]}]}],"defaultSnippets":[{"label":"brackets section","description":"Tables of tax rates and brackets.","body":{"type":"^brackets","heading":"^2025 Federal Tax Brackets","tables":[{"title":"^Single","columns":["^Rate","^Income"],"rows":["^[ 10%, \"\\$0 - \\$11,000\" ]"]}]}}]};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.tables === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tables"},message:"must have required property '"+"tables"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "tables")) || (key0 === "note"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("brackets" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "brackets"},message:"must be equal to constant",schema:"brackets",parentSchema:schema53.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema53.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.id.type,parentSchema:schema53.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.eyebrow.type,parentSchema:schema53.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.heading.type,parentSchema:schema53.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.intro.type,parentSchema:schema53.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.tone.type,parentSchema:schema53.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema53.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema53.properties.tone.enum,parentSchema:schema53.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.tables !== undefined){
let data6 = data.tables;
if(Array.isArray(data6)){
if(data6.length < 1){
const err16 = {instancePath:instancePath+"/tables",schemaPath:"#/properties/tables/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties.tables,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.title === undefined){
const err17 = {instancePath:instancePath+"/tables/" + i0,schemaPath:"#/$defs/Table/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema28.required,parentSchema:schema28,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data7.columns === undefined){
const err18 = {instancePath:instancePath+"/tables/" + i0,schemaPath:"#/$defs/Table/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'",schema:schema28.required,parentSchema:schema28,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.rows === undefined){
const err19 = {instancePath:instancePath+"/tables/" + i0,schemaPath:"#/$defs/Table/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'",schema:schema28.required,parentSchema:schema28,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data7){
if(!((((key1 === "title") || (key1 === "caption")) || (key1 === "columns")) || (key1 === "rows"))){
const err20 = {instancePath:instancePath+"/tables/" + i0,schemaPath:"#/$defs/Table/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema28,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data7.title !== undefined){
let data8 = data7.title;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err21 = {instancePath:instancePath+"/tables/" + i0+"/title",schemaPath:"#/$defs/Table/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.title,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/tables/" + i0+"/title",schemaPath:"#/$defs/Table/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.title.type,parentSchema:schema28.properties.title,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.caption !== undefined){
let data9 = data7.caption;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err23 = {instancePath:instancePath+"/tables/" + i0+"/caption",schemaPath:"#/$defs/Table/properties/caption/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.caption,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/tables/" + i0+"/caption",schemaPath:"#/$defs/Table/properties/caption/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.caption.type,parentSchema:schema28.properties.caption,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.columns !== undefined){
let data10 = data7.columns;
if(Array.isArray(data10)){
if(data10.length < 1){
const err25 = {instancePath:instancePath+"/tables/" + i0+"/columns",schemaPath:"#/$defs/Table/properties/columns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema28.properties.columns,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err26 = {instancePath:instancePath+"/tables/" + i0+"/columns/" + i1,schemaPath:"#/$defs/Table/properties/columns/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.columns.items,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/tables/" + i0+"/columns/" + i1,schemaPath:"#/$defs/Table/properties/columns/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.columns.items.type,parentSchema:schema28.properties.columns.items,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/tables/" + i0+"/columns",schemaPath:"#/$defs/Table/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema28.properties.columns.type,parentSchema:schema28.properties.columns,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.rows !== undefined){
let data12 = data7.rows;
if(Array.isArray(data12)){
if(data12.length < 1){
const err29 = {instancePath:instancePath+"/tables/" + i0+"/rows",schemaPath:"#/$defs/Table/properties/rows/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema28.properties.rows,data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
let data13 = data12[i2];
if(Array.isArray(data13)){
if(data13.length < 1){
const err30 = {instancePath:instancePath+"/tables/" + i0+"/rows/" + i2,schemaPath:"#/$defs/Table/properties/rows/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema28.properties.rows.items,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const len3 = data13.length;
for(let i3=0; i3<len3; i3++){
let data14 = data13[i3];
if(typeof data14 === "string"){
if(func2(data14) < 1){
const err31 = {instancePath:instancePath+"/tables/" + i0+"/rows/" + i2+"/" + i3,schemaPath:"#/$defs/Table/properties/rows/items/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.rows.items.items,data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/tables/" + i0+"/rows/" + i2+"/" + i3,schemaPath:"#/$defs/Table/properties/rows/items/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.rows.items.items.type,parentSchema:schema28.properties.rows.items.items,data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/tables/" + i0+"/rows/" + i2,schemaPath:"#/$defs/Table/properties/rows/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema28.properties.rows.items.type,parentSchema:schema28.properties.rows.items,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/tables/" + i0+"/rows",schemaPath:"#/$defs/Table/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema28.properties.rows.type,parentSchema:schema28.properties.rows,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/tables/" + i0,schemaPath:"#/$defs/Table/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data:data7};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/tables",schemaPath:"#/properties/tables/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.tables.type,parentSchema:schema53.properties.tables,data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.note !== undefined){
let data15 = data.note;
if(typeof data15 === "string"){
if(func2(data15) < 1){
const err37 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.note,data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.note.type,parentSchema:schema53.properties.note,data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}

export const TimelineSection = validate57;
const schema55 = {"title":"Steps","type":"object","description":"Numbered steps in order.","properties":{"type":{"const":"timeline","title":"Section type","description":"Section type: timeline. Numbered steps in order.","examples":["timeline"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"steps":{"title":"Steps","type":"array","description":"The steps.","items":{"$ref":"#/$defs/Step"},"minItems":1,"examples":[[{"title":"Return Filed","text":"You file your return."}]]},"note":{"title":"Note","type":"string","minLength":1,"description":"A note under the steps.","examples":["Typical time: 7-21 days for e-filed returns."]}},"required":["type","heading","steps"],"additionalProperties":false,"examples":[{"type":"timeline","heading":"How Your Refund Moves","steps":[{"title":"Return Filed","text":"You file your return."}]}],"defaultSnippets":[{"label":"timeline section","description":"Numbered steps in order.","body":{"type":"^timeline","heading":"^How Your Refund Moves","steps":[{"title":"^Return Filed","text":"^You file your return."}]}}]};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.steps === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "steps")) || (key0 === "note"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("timeline" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "timeline"},message:"must be equal to constant",schema:"timeline",parentSchema:schema55.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema55.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.id.type,parentSchema:schema55.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.eyebrow.type,parentSchema:schema55.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.heading.type,parentSchema:schema55.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.intro.type,parentSchema:schema55.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.tone.type,parentSchema:schema55.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema55.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema55.properties.tone.enum,parentSchema:schema55.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.steps !== undefined){
let data6 = data.steps;
if(Array.isArray(data6)){
if(data6.length < 1){
const err16 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema55.properties.steps,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate25(data6[i0], {instancePath:instancePath+"/steps/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema55.properties.steps.type,parentSchema:schema55.properties.steps,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.note !== undefined){
let data8 = data.note;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err18 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.properties.note,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.note.type,parentSchema:schema55.properties.note,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}

export const CalendarSection = validate59;
const schema56 = {"title":"Tax calendar","type":"object","description":"A calendar of deadlines grouped by month.","properties":{"type":{"const":"calendar","title":"Section type","description":"Section type: calendar. A calendar of deadlines grouped by month.","examples":["calendar"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"months":{"title":"Months","type":"array","description":"The months.","items":{"$ref":"#/$defs/Month"},"minItems":1,"examples":[[{"month":"January","items":[{"date":"Jan 15","title":"Q4 estimated payment"}]}]]},"note":{"title":"Note","type":"string","minLength":1,"description":"A note under the calendar.","examples":["A deadline on a weekend or holiday moves to the next business day."]}},"required":["type","heading","months"],"additionalProperties":false,"examples":[{"type":"calendar","heading":"2025 Tax Calendar","months":[{"month":"January","items":[{"date":"Jan 15","title":"Q4 estimated payment"}]}]}],"defaultSnippets":[{"label":"calendar section","description":"A calendar of deadlines grouped by month.","body":{"type":"^calendar","heading":"^2025 Tax Calendar","months":[{"month":"^January","items":[{"date":"^Jan 15","title":"^Q4 estimated payment"}]}]}}]};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.months === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "months"},message:"must have required property '"+"months"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "months")) || (key0 === "note"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("calendar" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "calendar"},message:"must be equal to constant",schema:"calendar",parentSchema:schema56.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema56.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema56.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.id.type,parentSchema:schema56.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema56.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.eyebrow.type,parentSchema:schema56.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema56.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.heading.type,parentSchema:schema56.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema56.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.intro.type,parentSchema:schema56.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.tone.type,parentSchema:schema56.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema56.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema56.properties.tone.enum,parentSchema:schema56.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.months !== undefined){
let data6 = data.months;
if(Array.isArray(data6)){
if(data6.length < 1){
const err16 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema56.properties.months,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate26(data6[i0], {instancePath:instancePath+"/months/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema56.properties.months.type,parentSchema:schema56.properties.months,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.note !== undefined){
let data8 = data.note;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err18 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema56.properties.note,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.note.type,parentSchema:schema56.properties.note,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}

export const FaqSection = validate61;
const schema57 = {"title":"Questions and answers","type":"object","description":"Questions and answers that open and close.","properties":{"type":{"const":"faq","title":"Section type","description":"Section type: faq. Questions and answers that open and close.","examples":["faq"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"singleOpen":{"title":"One answer open at a time","type":"boolean","description":"Only one answer is open at a time.","examples":[true]},"items":{"title":"Questions","type":"array","description":"The questions.","items":{"$ref":"#/$defs/Faq"},"minItems":1,"examples":[[{"question":"How long does a refund take?","answer":"Most arrive within 21 days."}]]}},"required":["type","heading","items"],"additionalProperties":false,"examples":[{"type":"faq","heading":"Frequently Asked Questions","items":[{"question":"How long?","answer":"Within 21 days."}]}],"defaultSnippets":[{"label":"faq section","description":"Questions and answers that open and close.","body":{"type":"^faq","heading":"^Frequently Asked Questions","items":[{"question":"^How long?","answer":"^Within 21 days."}]}}]};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.items === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "singleOpen")) || (key0 === "items"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("faq" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "faq"},message:"must be equal to constant",schema:"faq",parentSchema:schema57.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema57.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema57.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.id.type,parentSchema:schema57.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema57.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.eyebrow.type,parentSchema:schema57.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema57.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.heading.type,parentSchema:schema57.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema57.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.intro.type,parentSchema:schema57.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.tone.type,parentSchema:schema57.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema57.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema57.properties.tone.enum,parentSchema:schema57.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.singleOpen !== undefined){
let data6 = data.singleOpen;
if(typeof data6 !== "boolean"){
const err16 = {instancePath:instancePath+"/singleOpen",schemaPath:"#/properties/singleOpen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema57.properties.singleOpen.type,parentSchema:schema57.properties.singleOpen,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.items !== undefined){
let data7 = data.items;
if(Array.isArray(data7)){
if(data7.length < 1){
const err17 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema57.properties.items,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.question === undefined){
const err18 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/Faq/required",keyword:"required",params:{missingProperty: "question"},message:"must have required property '"+"question"+"'",schema:schema34.required,parentSchema:schema34,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8.answer === undefined){
const err19 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/Faq/required",keyword:"required",params:{missingProperty: "answer"},message:"must have required property '"+"answer"+"'",schema:schema34.required,parentSchema:schema34,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data8){
if(!((key1 === "question") || (key1 === "answer"))){
const err20 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/Faq/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data8.question !== undefined){
let data9 = data8.question;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err21 = {instancePath:instancePath+"/items/" + i0+"/question",schemaPath:"#/$defs/Faq/properties/question/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.question,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/items/" + i0+"/question",schemaPath:"#/$defs/Faq/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.question.type,parentSchema:schema34.properties.question,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data8.answer !== undefined){
let data10 = data8.answer;
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err23 = {instancePath:instancePath+"/items/" + i0+"/answer",schemaPath:"#/$defs/Faq/properties/answer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.answer,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/items/" + i0+"/answer",schemaPath:"#/$defs/Faq/properties/answer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.answer.type,parentSchema:schema34.properties.answer,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/Faq/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema57.properties.items.type,parentSchema:schema57.properties.items,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}

export const TestimonialsSection = validate62;
const schema59 = {"title":"Client quotes","type":"object","description":"Client quotes written on the page.","properties":{"type":{"const":"testimonials","title":"Section type","description":"Section type: testimonials. Client quotes written on the page.","examples":["testimonials"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"items":{"title":"Quotes","type":"array","description":"The quotes.","items":{"$ref":"#/$defs/Testimonial"},"minItems":1,"examples":[[{"name":"Maria Gonzalez","role":"Owner","content":"Great service."}]]}},"required":["type","heading","items"],"additionalProperties":false,"examples":[{"type":"testimonials","heading":"What Our Clients Say","items":[{"name":"Maria Gonzalez","role":"Owner","content":"Great service."}]}],"defaultSnippets":[{"label":"testimonials section","description":"Client quotes written on the page.","body":{"type":"^testimonials","heading":"^What Our Clients Say","items":[{"name":"^Maria Gonzalez","role":"^Owner","content":"^Great service."}]}}]};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.items === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "items"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("testimonials" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "testimonials"},message:"must be equal to constant",schema:"testimonials",parentSchema:schema59.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema59.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema59.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.id.type,parentSchema:schema59.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema59.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.eyebrow.type,parentSchema:schema59.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema59.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.heading.type,parentSchema:schema59.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema59.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.intro.type,parentSchema:schema59.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.tone.type,parentSchema:schema59.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema59.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema59.properties.tone.enum,parentSchema:schema59.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.items !== undefined){
let data6 = data.items;
if(Array.isArray(data6)){
if(data6.length < 1){
const err16 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema59.properties.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.name === undefined){
const err17 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/Testimonial/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema35.required,parentSchema:schema35,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data7.role === undefined){
const err18 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/Testimonial/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema35.required,parentSchema:schema35,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.content === undefined){
const err19 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/Testimonial/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'",schema:schema35.required,parentSchema:schema35,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data7){
if(!((((((key1 === "name") || (key1 === "role")) || (key1 === "content")) || (key1 === "initials")) || (key1 === "outcome")) || (key1 === "rating"))){
const err20 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/Testimonial/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema35,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data7.name !== undefined){
let data8 = data7.name;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err21 = {instancePath:instancePath+"/items/" + i0+"/name",schemaPath:"#/$defs/Testimonial/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.name,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/items/" + i0+"/name",schemaPath:"#/$defs/Testimonial/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.name.type,parentSchema:schema35.properties.name,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.role !== undefined){
let data9 = data7.role;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err23 = {instancePath:instancePath+"/items/" + i0+"/role",schemaPath:"#/$defs/Testimonial/properties/role/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.role,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/items/" + i0+"/role",schemaPath:"#/$defs/Testimonial/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.role.type,parentSchema:schema35.properties.role,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.content !== undefined){
let data10 = data7.content;
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err25 = {instancePath:instancePath+"/items/" + i0+"/content",schemaPath:"#/$defs/Testimonial/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.content,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/items/" + i0+"/content",schemaPath:"#/$defs/Testimonial/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.content.type,parentSchema:schema35.properties.content,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.initials !== undefined){
let data11 = data7.initials;
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err27 = {instancePath:instancePath+"/items/" + i0+"/initials",schemaPath:"#/$defs/Testimonial/properties/initials/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.initials,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/items/" + i0+"/initials",schemaPath:"#/$defs/Testimonial/properties/initials/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.initials.type,parentSchema:schema35.properties.initials,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.outcome !== undefined){
let data12 = data7.outcome;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.label === undefined){
const err29 = {instancePath:instancePath+"/items/" + i0+"/outcome",schemaPath:"#/$defs/Testimonial/properties/outcome/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema35.properties.outcome.required,parentSchema:schema35.properties.outcome,data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data12.value === undefined){
const err30 = {instancePath:instancePath+"/items/" + i0+"/outcome",schemaPath:"#/$defs/Testimonial/properties/outcome/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema35.properties.outcome.required,parentSchema:schema35.properties.outcome,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key2 in data12){
if(!((key2 === "label") || (key2 === "value"))){
const err31 = {instancePath:instancePath+"/items/" + i0+"/outcome",schemaPath:"#/$defs/Testimonial/properties/outcome/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema35.properties.outcome,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data12.label !== undefined){
let data13 = data12.label;
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err32 = {instancePath:instancePath+"/items/" + i0+"/outcome/label",schemaPath:"#/$defs/Testimonial/properties/outcome/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.outcome.properties.label,data:data13};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/items/" + i0+"/outcome/label",schemaPath:"#/$defs/Testimonial/properties/outcome/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.outcome.properties.label.type,parentSchema:schema35.properties.outcome.properties.label,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data12.value !== undefined){
let data14 = data12.value;
if(typeof data14 === "string"){
if(func2(data14) < 1){
const err34 = {instancePath:instancePath+"/items/" + i0+"/outcome/value",schemaPath:"#/$defs/Testimonial/properties/outcome/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.outcome.properties.value,data:data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/items/" + i0+"/outcome/value",schemaPath:"#/$defs/Testimonial/properties/outcome/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.outcome.properties.value.type,parentSchema:schema35.properties.outcome.properties.value,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/items/" + i0+"/outcome",schemaPath:"#/$defs/Testimonial/properties/outcome/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.properties.outcome.type,parentSchema:schema35.properties.outcome,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data7.rating !== undefined){
let data15 = data7.rating;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 5 || isNaN(data15)){
const err37 = {instancePath:instancePath+"/items/" + i0+"/rating",schemaPath:"#/$defs/Testimonial/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema35.properties.rating,data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err38 = {instancePath:instancePath+"/items/" + i0+"/rating",schemaPath:"#/$defs/Testimonial/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema35.properties.rating,data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/items/" + i0+"/rating",schemaPath:"#/$defs/Testimonial/properties/rating/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.rating.type,parentSchema:schema35.properties.rating,data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/$defs/Testimonial/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema59.properties.items.type,parentSchema:schema59.properties.items,data:data6};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}

export const CarouselSection = validate63;
const schema61 = {"title":"Testimonials carousel","type":"object","description":"The rotating testimonials read from the server (site/testimonials.yaml).","properties":{"type":{"const":"carousel","title":"Section type","description":"Section type: carousel. The rotating testimonials read from the server (site/testimonials.yaml).","examples":["carousel"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"loadingLabel":{"title":"While loading (screen readers)","type":"string","minLength":1,"description":"Announced to screen readers while the quotes load.","examples":["Loading testimonials"]},"previousLabel":{"title":"Previous button","type":"string","minLength":1,"description":"The label of the previous button.","examples":["Previous testimonial"]},"nextLabel":{"title":"Next button","type":"string","minLength":1,"description":"The label of the next button.","examples":["Next testimonial"]},"dotLabel":{"title":"Dot buttons","type":"string","minLength":1,"description":"The label of each dot; {n} is the quote's number.","examples":["Show testimonial {n}"]},"errorText":{"title":"When quotes cannot load","type":"string","minLength":1,"description":"Shown when the quotes could not be loaded.","examples":["Testimonials are unavailable right now."]}},"required":["type","heading","loadingLabel","previousLabel","nextLabel","dotLabel","errorText"],"additionalProperties":false,"examples":[{"type":"carousel","heading":"What Our Clients Say","loadingLabel":"Loading testimonials","previousLabel":"Previous testimonial","nextLabel":"Next testimonial","dotLabel":"Show testimonial {n}","errorText":"Testimonials are unavailable right now."}],"defaultSnippets":[{"label":"carousel section","description":"The rotating testimonials read from the server (site/testimonials.yaml).","body":{"type":"^carousel","heading":"^What Our Clients Say","loadingLabel":"^Loading testimonials","previousLabel":"^Previous testimonial","nextLabel":"^Next testimonial","dotLabel":"^Show testimonial {n\\}","errorText":"^Testimonials are unavailable right now."}}]};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.loadingLabel === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "loadingLabel"},message:"must have required property '"+"loadingLabel"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.previousLabel === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "previousLabel"},message:"must have required property '"+"previousLabel"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.nextLabel === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nextLabel"},message:"must have required property '"+"nextLabel"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.dotLabel === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dotLabel"},message:"must have required property '"+"dotLabel"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.errorText === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errorText"},message:"must have required property '"+"errorText"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func46.call(schema61.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("carousel" !== data0){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "carousel"},message:"must be equal to constant",schema:"carousel",parentSchema:schema61.properties.type,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern3.test(data1)){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema61.properties.id,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.id.type,parentSchema:schema61.properties.id,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.eyebrow.type,parentSchema:schema61.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err14 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.heading.type,parentSchema:schema61.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err16 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.intro.type,parentSchema:schema61.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.tone.type,parentSchema:schema61.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err19 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema61.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema61.properties.tone.enum,parentSchema:schema61.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.loadingLabel !== undefined){
let data6 = data.loadingLabel;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err20 = {instancePath:instancePath+"/loadingLabel",schemaPath:"#/properties/loadingLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.loadingLabel,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/loadingLabel",schemaPath:"#/properties/loadingLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.loadingLabel.type,parentSchema:schema61.properties.loadingLabel,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.previousLabel !== undefined){
let data7 = data.previousLabel;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err22 = {instancePath:instancePath+"/previousLabel",schemaPath:"#/properties/previousLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.previousLabel,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/previousLabel",schemaPath:"#/properties/previousLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.previousLabel.type,parentSchema:schema61.properties.previousLabel,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.nextLabel !== undefined){
let data8 = data.nextLabel;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err24 = {instancePath:instancePath+"/nextLabel",schemaPath:"#/properties/nextLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.nextLabel,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/nextLabel",schemaPath:"#/properties/nextLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.nextLabel.type,parentSchema:schema61.properties.nextLabel,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.dotLabel !== undefined){
let data9 = data.dotLabel;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err26 = {instancePath:instancePath+"/dotLabel",schemaPath:"#/properties/dotLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.dotLabel,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/dotLabel",schemaPath:"#/properties/dotLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.dotLabel.type,parentSchema:schema61.properties.dotLabel,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.errorText !== undefined){
let data10 = data.errorText;
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err28 = {instancePath:instancePath+"/errorText",schemaPath:"#/properties/errorText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.errorText,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/errorText",schemaPath:"#/properties/errorText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.errorText.type,parentSchema:schema61.properties.errorText,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}

export const CtaSection = validate64;
const schema62 = {"title":"Call to action","type":"object","description":"A call to action: a heading, a sentence, buttons and optional trust tiles.","properties":{"type":{"const":"cta","title":"Section type","description":"Section type: cta. A call to action: a heading, a sentence, buttons and optional trust tiles.","examples":["cta"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"badge":{"title":"Badge","type":"string","minLength":1,"description":"A small label above the heading.","examples":["Only {{prices.formation}}/month"]},"text":{"title":"Sentence","type":"string","minLength":1,"description":"The sentence under the heading.","examples":["Book a free consultation today."]},"actions":{"title":"Buttons","type":"array","description":"The buttons.","items":{"$ref":"#/$defs/Action"},"minItems":1,"examples":[[{"label":"Book Appointment","to":"/book"}]]},"tiles":{"title":"Trust tiles","type":"array","description":"Trust tiles under the buttons.","items":{"$ref":"#/$defs/Card"},"minItems":1,"examples":[[{"icon":"shield-check","title":"100% Accuracy"}]]}},"required":["type","heading","actions"],"additionalProperties":false,"examples":[{"type":"cta","heading":"Ready to get started?","actions":[{"label":"Book Appointment","to":"/book"}]}],"defaultSnippets":[{"label":"cta section","description":"A call to action: a heading, a sentence, buttons and optional trust tiles.","body":{"type":"^cta","heading":"^Ready to get started?","actions":[{"label":"^Book Appointment","to":"^/book"}]}}]};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.actions === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func46.call(schema62.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("cta" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "cta"},message:"must be equal to constant",schema:"cta",parentSchema:schema62.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema62.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema62.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.id.type,parentSchema:schema62.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema62.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.eyebrow.type,parentSchema:schema62.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema62.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.heading.type,parentSchema:schema62.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema62.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.intro.type,parentSchema:schema62.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.tone.type,parentSchema:schema62.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema62.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema62.properties.tone.enum,parentSchema:schema62.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.badge !== undefined){
let data6 = data.badge;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err16 = {instancePath:instancePath+"/badge",schemaPath:"#/properties/badge/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema62.properties.badge,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/badge",schemaPath:"#/properties/badge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.badge.type,parentSchema:schema62.properties.badge,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.text !== undefined){
let data7 = data.text;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err18 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema62.properties.text,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.text.type,parentSchema:schema62.properties.text,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.actions !== undefined){
let data8 = data.actions;
if(Array.isArray(data8)){
if(data8.length < 1){
const err20 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema62.properties.actions,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(!(validate12(data8[i0], {instancePath:instancePath+"/actions/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema62.properties.actions.type,parentSchema:schema62.properties.actions,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.tiles !== undefined){
let data10 = data.tiles;
if(Array.isArray(data10)){
if(data10.length < 1){
const err22 = {instancePath:instancePath+"/tiles",schemaPath:"#/properties/tiles/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema62.properties.tiles,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(!(validate13(data10[i1], {instancePath:instancePath+"/tiles/" + i1,parentData:data10,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/tiles",schemaPath:"#/properties/tiles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema62.properties.tiles.type,parentSchema:schema62.properties.tiles,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.type,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}

export const FormSection = validate67;
const schema63 = {"title":"Form","type":"object","description":"A form: its fields, its button and what submitting does.","properties":{"type":{"const":"form","title":"Section type","description":"Section type: form. A form: its fields, its button and what submitting does.","examples":["form"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of the form, so a button can scroll to it with #name.","examples":["quote-form"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"fields":{"title":"Fields","type":"array","description":"The fields, in order.","items":{"$ref":"#/$defs/FormField"},"minItems":1,"examples":[[{"name":"fullName","label":"Full Name","input":"text","required":true}]]},"submitLabel":{"title":"Submit button","type":"string","minLength":1,"description":"The words on the submit button.","examples":["Send Message"]},"submit":{"title":"What submitting does","description":"Send the form to the firm, show an alert, or send nothing.","$ref":"#/$defs/FormSubmit"}},"required":["type","id","heading","fields","submitLabel","submit"],"additionalProperties":false,"examples":[{"type":"form","id":"contact-form","heading":"Get in Touch","fields":[{"name":"fullName","label":"Full Name","input":"text","required":true}],"submitLabel":"Send Message","submit":{"kind":"log"}}],"defaultSnippets":[{"label":"form section","description":"A form: its fields, its button and what submitting does.","body":{"type":"^form","id":"^contact-form","heading":"^Get in Touch","fields":[{"name":"^fullName","label":"^Full Name","input":"^text","required":true}],"submitLabel":"^Send Message","submit":{"kind":"^log"}}}]};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.heading === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.fields === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.submitLabel === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submitLabel"},message:"must have required property '"+"submitLabel"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.submit === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submit"},message:"must have required property '"+"submit"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func46.call(schema63.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("form" !== data0){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "form"},message:"must be equal to constant",schema:"form",parentSchema:schema63.properties.type,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern3.test(data1)){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema63.properties.id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.id.type,parentSchema:schema63.properties.id,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err11 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.eyebrow.type,parentSchema:schema63.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err13 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.heading.type,parentSchema:schema63.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err15 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.intro.type,parentSchema:schema63.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err17 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.tone.type,parentSchema:schema63.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err18 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema63.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema63.properties.tone.enum,parentSchema:schema63.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.fields !== undefined){
let data6 = data.fields;
if(Array.isArray(data6)){
if(data6.length < 1){
const err19 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema63.properties.fields,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate30(data6[i0], {instancePath:instancePath+"/fields/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema63.properties.fields.type,parentSchema:schema63.properties.fields,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.submitLabel !== undefined){
let data8 = data.submitLabel;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err21 = {instancePath:instancePath+"/submitLabel",schemaPath:"#/properties/submitLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.submitLabel,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/submitLabel",schemaPath:"#/properties/submitLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.submitLabel.type,parentSchema:schema63.properties.submitLabel,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.submit !== undefined){
if(!(validate33(data.submit, {instancePath:instancePath+"/submit",parentData:data,parentDataProperty:"submit",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}

export const ContactSection = validate70;
const schema64 = {"title":"Contact details","type":"object","description":"Ways to reach the firm: phone, fax, email, address, hours, each with an optional link.","properties":{"type":{"const":"contact","title":"Section type","description":"Section type: contact. Ways to reach the firm: phone, fax, email, address, hours, each with an optional link.","examples":["contact"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"items":{"title":"Ways to reach the firm","type":"array","description":"The ways to reach the firm.","items":{"$ref":"#/$defs/ContactItem"},"minItems":1,"examples":[[{"icon":"phone","label":"Phone","lines":["{{firm.phones.tollFree}}"]}]]},"actions":{"title":"Buttons","type":"array","description":"Buttons under the list.","items":{"$ref":"#/$defs/Action"},"minItems":1,"examples":[[{"label":"Get Directions","to":"https://maps.example.com"}]]}},"required":["type","items"],"additionalProperties":false,"examples":[{"type":"contact","heading":"Contact Information","items":[{"icon":"phone","label":"Phone","lines":["{{firm.phones.tollFree}}"]}]}],"defaultSnippets":[{"label":"contact section","description":"Ways to reach the firm: phone, fax, email, address, hours, each with an optional link.","body":{"type":"^contact","heading":"^Contact Information","items":[{"icon":"^phone","label":"^Phone","lines":["^\"{{firm.phones.tollFree\\}\\}\""]}]}}]};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "items")) || (key0 === "actions"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("contact" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "contact"},message:"must be equal to constant",schema:"contact",parentSchema:schema64.properties.type,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema64.properties.id,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema64.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.id.type,parentSchema:schema64.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema64.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.eyebrow.type,parentSchema:schema64.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema64.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.heading.type,parentSchema:schema64.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err11 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema64.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.intro.type,parentSchema:schema64.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.tone.type,parentSchema:schema64.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema64.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema64.properties.tone.enum,parentSchema:schema64.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.items !== undefined){
let data6 = data.items;
if(Array.isArray(data6)){
if(data6.length < 1){
const err15 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema64.properties.items,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate16(data6[i0], {instancePath:instancePath+"/items/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.items.type,parentSchema:schema64.properties.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.actions !== undefined){
let data8 = data.actions;
if(Array.isArray(data8)){
if(data8.length < 1){
const err17 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema64.properties.actions,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(!(validate12(data8[i1], {instancePath:instancePath+"/actions/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.actions.type,parentSchema:schema64.properties.actions,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}

export const LocationsSection = validate73;
const schema65 = {"title":"Office locations","type":"object","description":"The firm's offices from site.yaml, each with its address, phone, hours and a map button.","properties":{"type":{"const":"locations","title":"Section type","description":"Section type: locations. The firm's offices from site.yaml, each with its address, phone, hours and a map button.","examples":["locations"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"mapLabel":{"title":"Map button","type":"string","minLength":1,"description":"The words on each office's map button.","examples":["Open in Maps"]},"phoneLabel":{"title":"Label before the phone","type":"string","minLength":1,"description":"The label before each office's phone.","examples":["Phone"]},"hoursLabel":{"title":"Label before the hours","type":"string","minLength":1,"description":"The label before each office's hours.","examples":["Hours"]},"footer":{"title":"Lines under the offices","type":"array","description":"Lines under the offices, such as the toll-free number and fax.","items":{"$ref":"#/$defs/ContactItem"},"minItems":1,"examples":[[{"label":"Toll-free","lines":["{{firm.phones.tollFree}}"]}]]}},"required":["type","heading","mapLabel","phoneLabel","hoursLabel"],"additionalProperties":false,"examples":[{"type":"locations","heading":"Our Locations","mapLabel":"Open in Maps","phoneLabel":"Phone","hoursLabel":"Hours"}],"defaultSnippets":[{"label":"locations section","description":"The firm's offices from site.yaml, each with its address, phone, hours and a map button.","body":{"type":"^locations","heading":"^Our Locations","mapLabel":"^Open in Maps","phoneLabel":"^Phone","hoursLabel":"^Hours"}}]};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.mapLabel === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mapLabel"},message:"must have required property '"+"mapLabel"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.phoneLabel === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phoneLabel"},message:"must have required property '"+"phoneLabel"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.hoursLabel === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hoursLabel"},message:"must have required property '"+"hoursLabel"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func46.call(schema65.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("locations" !== data0){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "locations"},message:"must be equal to constant",schema:"locations",parentSchema:schema65.properties.type,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern3.test(data1)){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema65.properties.id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.id.type,parentSchema:schema65.properties.id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err10 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.eyebrow.type,parentSchema:schema65.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err12 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.heading.type,parentSchema:schema65.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err14 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.intro.type,parentSchema:schema65.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.tone.type,parentSchema:schema65.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err17 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema65.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.tone.enum,parentSchema:schema65.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.mapLabel !== undefined){
let data6 = data.mapLabel;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err18 = {instancePath:instancePath+"/mapLabel",schemaPath:"#/properties/mapLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.mapLabel,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/mapLabel",schemaPath:"#/properties/mapLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.mapLabel.type,parentSchema:schema65.properties.mapLabel,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.phoneLabel !== undefined){
let data7 = data.phoneLabel;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err20 = {instancePath:instancePath+"/phoneLabel",schemaPath:"#/properties/phoneLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.phoneLabel,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/phoneLabel",schemaPath:"#/properties/phoneLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.phoneLabel.type,parentSchema:schema65.properties.phoneLabel,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.hoursLabel !== undefined){
let data8 = data.hoursLabel;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err22 = {instancePath:instancePath+"/hoursLabel",schemaPath:"#/properties/hoursLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.hoursLabel,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/hoursLabel",schemaPath:"#/properties/hoursLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.hoursLabel.type,parentSchema:schema65.properties.hoursLabel,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.footer !== undefined){
let data9 = data.footer;
if(Array.isArray(data9)){
if(data9.length < 1){
const err24 = {instancePath:instancePath+"/footer",schemaPath:"#/properties/footer/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema65.properties.footer,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(!(validate16(data9[i0], {instancePath:instancePath+"/footer/" + i0,parentData:data9,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/footer",schemaPath:"#/properties/footer/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema65.properties.footer.type,parentSchema:schema65.properties.footer,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}

export const TeamSection = validate75;
const schema66 = {"title":"Team","type":"object","description":"Team member cards with photos.","properties":{"type":{"const":"team","title":"Section type","description":"Section type: team. Team member cards with photos.","examples":["team"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"members":{"title":"Team members","type":"array","description":"The people.","items":{"$ref":"#/$defs/TeamMember"},"minItems":1,"examples":[[{"name":"Linda Tran","title":"Enrolled Agent","description":"IRS representation.","image":"images/team/linda-tran.svg","alt":"Portrait of Linda Tran"}]]}},"required":["type","heading","members"],"additionalProperties":false,"examples":[{"type":"team","heading":"Meet Our Team","members":[{"name":"Linda Tran","title":"Enrolled Agent","description":"IRS representation.","image":"images/team/linda-tran.svg","alt":"Portrait of Linda Tran"}]}],"defaultSnippets":[{"label":"team section","description":"Team member cards with photos.","body":{"type":"^team","heading":"^Meet Our Team","members":[{"name":"^Linda Tran","title":"^Enrolled Agent","description":"^IRS representation.","image":"^images/team/linda-tran.svg","alt":"^Portrait of Linda Tran"}]}}]};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.members === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "members"},message:"must have required property '"+"members"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "members"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("team" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "team"},message:"must be equal to constant",schema:"team",parentSchema:schema66.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema66.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern3.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema66.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.id.type,parentSchema:schema66.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema66.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.eyebrow.type,parentSchema:schema66.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema66.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.heading.type,parentSchema:schema66.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema66.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.intro.type,parentSchema:schema66.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.tone.type,parentSchema:schema66.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema66.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema66.properties.tone.enum,parentSchema:schema66.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.members !== undefined){
let data6 = data.members;
if(Array.isArray(data6)){
if(data6.length < 1){
const err16 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema66.properties.members,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.name === undefined){
const err17 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/$defs/TeamMember/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema43.required,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data7.title === undefined){
const err18 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/$defs/TeamMember/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema43.required,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.description === undefined){
const err19 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/$defs/TeamMember/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema43.required,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.image === undefined){
const err20 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/$defs/TeamMember/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'",schema:schema43.required,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.alt === undefined){
const err21 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/$defs/TeamMember/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'",schema:schema43.required,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data7){
if(!(((((key1 === "name") || (key1 === "title")) || (key1 === "description")) || (key1 === "image")) || (key1 === "alt"))){
const err22 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/$defs/TeamMember/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.name !== undefined){
let data8 = data7.name;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err23 = {instancePath:instancePath+"/members/" + i0+"/name",schemaPath:"#/$defs/TeamMember/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.name,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/members/" + i0+"/name",schemaPath:"#/$defs/TeamMember/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.name.type,parentSchema:schema43.properties.name,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.title !== undefined){
let data9 = data7.title;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err25 = {instancePath:instancePath+"/members/" + i0+"/title",schemaPath:"#/$defs/TeamMember/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.title,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/members/" + i0+"/title",schemaPath:"#/$defs/TeamMember/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.title.type,parentSchema:schema43.properties.title,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.description !== undefined){
let data10 = data7.description;
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err27 = {instancePath:instancePath+"/members/" + i0+"/description",schemaPath:"#/$defs/TeamMember/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.description,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/members/" + i0+"/description",schemaPath:"#/$defs/TeamMember/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.description.type,parentSchema:schema43.properties.description,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.image !== undefined){
let data11 = data7.image;
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err29 = {instancePath:instancePath+"/members/" + i0+"/image",schemaPath:"#/$defs/TeamMember/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.image,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern2.test(data11)){
const err30 = {instancePath:instancePath+"/members/" + i0+"/image",schemaPath:"#/$defs/TeamMember/properties/image/pattern",keyword:"pattern",params:{pattern: "^images/"},message:"must match pattern \""+"^images/"+"\"",schema:"^images/",parentSchema:schema43.properties.image,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/members/" + i0+"/image",schemaPath:"#/$defs/TeamMember/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.image.type,parentSchema:schema43.properties.image,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data7.alt !== undefined){
let data12 = data7.alt;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err32 = {instancePath:instancePath+"/members/" + i0+"/alt",schemaPath:"#/$defs/TeamMember/properties/alt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.alt,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/members/" + i0+"/alt",schemaPath:"#/$defs/TeamMember/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.alt.type,parentSchema:schema43.properties.alt,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/$defs/TeamMember/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema66.properties.members.type,parentSchema:schema66.properties.members,data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}

export const EmbedSection = validate76;
const schema68 = {"title":"Page from another site","type":"object","description":"Another site's page shown in a frame, such as the booking calendar.","properties":{"type":{"const":"embed","title":"Section type","description":"Section type: embed. Another site's page shown in a frame, such as the booking calendar.","examples":["embed"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"src":{"title":"Address of the page","type":"string","minLength":1,"description":"The address of the page to show, usually {{firm.calendarUrl}}.","examples":["{{firm.calendarUrl}}"],"pattern":"^(https://|\\{\\{)"},"title":{"title":"Frame title (screen readers)","type":"string","minLength":1,"description":"What the frame holds, for screen readers.","examples":["Appointment booking calendar"]},"height":{"title":"Height in pixels","type":"number","description":"Height of the frame in pixels.","examples":[900],"minimum":200,"maximum":3000}},"required":["type","src","title","height"],"additionalProperties":false,"examples":[{"type":"embed","src":"{{firm.calendarUrl}}","title":"Appointment booking calendar","height":900}],"defaultSnippets":[{"label":"embed section","description":"Another site's page shown in a frame, such as the booking calendar.","body":{"type":"^embed","src":"^\"{{firm.calendarUrl\\}\\}\"","title":"^Appointment booking calendar","height":900}}]};
const pattern24 = new RegExp("^(https://|\\{\\{)", "u");

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.src === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.title === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.height === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func46.call(schema68.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("embed" !== data0){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "embed"},message:"must be equal to constant",schema:"embed",parentSchema:schema68.properties.type,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern3.test(data1)){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema68.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.id.type,parentSchema:schema68.properties.id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err9 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.eyebrow.type,parentSchema:schema68.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err11 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.heading.type,parentSchema:schema68.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err13 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.intro.type,parentSchema:schema68.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.tone.type,parentSchema:schema68.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err16 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema68.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema68.properties.tone.enum,parentSchema:schema68.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.src !== undefined){
let data6 = data.src;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err17 = {instancePath:instancePath+"/src",schemaPath:"#/properties/src/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.src,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern24.test(data6)){
const err18 = {instancePath:instancePath+"/src",schemaPath:"#/properties/src/pattern",keyword:"pattern",params:{pattern: "^(https://|\\{\\{)"},message:"must match pattern \""+"^(https://|\\{\\{)"+"\"",schema:"^(https://|\\{\\{)",parentSchema:schema68.properties.src,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/src",schemaPath:"#/properties/src/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.src.type,parentSchema:schema68.properties.src,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.title !== undefined){
let data7 = data.title;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err20 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.title,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.title.type,parentSchema:schema68.properties.title,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.height !== undefined){
let data8 = data.height;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 3000 || isNaN(data8)){
const err22 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3000},message:"must be <= 3000",schema:3000,parentSchema:schema68.properties.height,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data8 < 200 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 200},message:"must be >= 200",schema:200,parentSchema:schema68.properties.height,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema68.properties.height.type,parentSchema:schema68.properties.height,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.type,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}

export const RichTextSection = validate77;
const schema69 = {"title":"Text","type":"object","description":"Prose: paragraphs and bullets under headings, for stories and legal pages.","properties":{"type":{"const":"rich-text","title":"Section type","description":"Section type: rich-text. Prose: paragraphs and bullets under headings, for stories and legal pages.","examples":["rich-text"]},"id":{"title":"Anchor name","type":"string","minLength":1,"description":"Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.","examples":["services"],"pattern":"^[a-z][a-z0-9-]*$"},"eyebrow":{"title":"Label above the heading","type":"string","minLength":1,"description":"A short label shown above the heading.","examples":["Why choose us"]},"heading":{"title":"Heading","type":"string","minLength":1,"description":"The heading of the section.","examples":["Our Tax Services"]},"intro":{"title":"Introduction","type":"string","minLength":1,"description":"A sentence or two under the heading.","examples":["Everything you need to file with confidence."]},"tone":{"title":"Background","type":"string","enum":["plain","muted","brand"],"description":"Background of the section: plain (white), muted (light grey), brand (deep blue).","examples":["muted"]},"updated":{"title":"Date line","type":"string","minLength":1,"description":"A date line shown under the heading.","examples":["Last Updated: January 2025"]},"blocks":{"title":"Text blocks","type":"array","description":"The blocks of prose.","items":{"$ref":"#/$defs/TextBlock"},"minItems":1,"examples":[[{"paragraphs":["We started in 1996."]}]]}},"required":["type","blocks"],"additionalProperties":false,"examples":[{"type":"rich-text","heading":"Our Story","blocks":[{"paragraphs":["We started in 1996."]}]}],"defaultSnippets":[{"label":"rich-text section","description":"Prose: paragraphs and bullets under headings, for stories and legal pages.","body":{"type":"^rich-text","heading":"^Our Story","blocks":[{"paragraphs":["^We started in 1996."]}]}}]};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.blocks === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "blocks"},message:"must have required property '"+"blocks"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "id")) || (key0 === "eyebrow")) || (key0 === "heading")) || (key0 === "intro")) || (key0 === "tone")) || (key0 === "updated")) || (key0 === "blocks"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("rich-text" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "rich-text"},message:"must be equal to constant",schema:"rich-text",parentSchema:schema69.properties.type,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema69.properties.id,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema69.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.id.type,parentSchema:schema69.properties.id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema69.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.eyebrow.type,parentSchema:schema69.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema69.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.heading.type,parentSchema:schema69.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err11 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema69.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/intro",schemaPath:"#/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.intro.type,parentSchema:schema69.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.tone.type,parentSchema:schema69.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err14 = {instancePath:instancePath+"/tone",schemaPath:"#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema69.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema69.properties.tone.enum,parentSchema:schema69.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.updated !== undefined){
let data6 = data.updated;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err15 = {instancePath:instancePath+"/updated",schemaPath:"#/properties/updated/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema69.properties.updated,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/updated",schemaPath:"#/properties/updated/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.updated.type,parentSchema:schema69.properties.updated,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.blocks !== undefined){
let data7 = data.blocks;
if(Array.isArray(data7)){
if(data7.length < 1){
const err17 = {instancePath:instancePath+"/blocks",schemaPath:"#/properties/blocks/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema69.properties.blocks,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
if(!(((key1 === "heading") || (key1 === "paragraphs")) || (key1 === "bullets"))){
const err18 = {instancePath:instancePath+"/blocks/" + i0,schemaPath:"#/$defs/TextBlock/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data8.heading !== undefined){
let data9 = data8.heading;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err19 = {instancePath:instancePath+"/blocks/" + i0+"/heading",schemaPath:"#/$defs/TextBlock/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.heading,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/blocks/" + i0+"/heading",schemaPath:"#/$defs/TextBlock/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.heading.type,parentSchema:schema44.properties.heading,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data8.paragraphs !== undefined){
let data10 = data8.paragraphs;
if(Array.isArray(data10)){
if(data10.length < 1){
const err21 = {instancePath:instancePath+"/blocks/" + i0+"/paragraphs",schemaPath:"#/$defs/TextBlock/properties/paragraphs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema44.properties.paragraphs,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err22 = {instancePath:instancePath+"/blocks/" + i0+"/paragraphs/" + i1,schemaPath:"#/$defs/TextBlock/properties/paragraphs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.paragraphs.items,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/blocks/" + i0+"/paragraphs/" + i1,schemaPath:"#/$defs/TextBlock/properties/paragraphs/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.paragraphs.items.type,parentSchema:schema44.properties.paragraphs.items,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/blocks/" + i0+"/paragraphs",schemaPath:"#/$defs/TextBlock/properties/paragraphs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema44.properties.paragraphs.type,parentSchema:schema44.properties.paragraphs,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data8.bullets !== undefined){
let data12 = data8.bullets;
if(Array.isArray(data12)){
if(data12.length < 1){
const err25 = {instancePath:instancePath+"/blocks/" + i0+"/bullets",schemaPath:"#/$defs/TextBlock/properties/bullets/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema44.properties.bullets,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
let data13 = data12[i2];
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err26 = {instancePath:instancePath+"/blocks/" + i0+"/bullets/" + i2,schemaPath:"#/$defs/TextBlock/properties/bullets/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.bullets.items,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/blocks/" + i0+"/bullets/" + i2,schemaPath:"#/$defs/TextBlock/properties/bullets/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.bullets.items.type,parentSchema:schema44.properties.bullets.items,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/blocks/" + i0+"/bullets",schemaPath:"#/$defs/TextBlock/properties/bullets/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema44.properties.bullets.type,parentSchema:schema44.properties.bullets,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/blocks/" + i0,schemaPath:"#/$defs/TextBlock/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/blocks",schemaPath:"#/properties/blocks/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema69.properties.blocks.type,parentSchema:schema69.properties.blocks,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}

export const Section = validate78;
const schema71 = {"title":"Section","type":"object","description":"A section of a page. `type` says which kind; each kind has its own fields.","examples":[{"type":"hero","heading":"Tax Preparation in Elk Grove"}],"oneOf":[{"$ref":"#/$defs/BannerSection"},{"$ref":"#/$defs/HeroSection"},{"$ref":"#/$defs/StatsSection"},{"$ref":"#/$defs/ChallengesSection"},{"$ref":"#/$defs/ServicesSection"},{"$ref":"#/$defs/CardsSection"},{"$ref":"#/$defs/ListsSection"},{"$ref":"#/$defs/PlansSection"},{"$ref":"#/$defs/BracketsSection"},{"$ref":"#/$defs/TimelineSection"},{"$ref":"#/$defs/CalendarSection"},{"$ref":"#/$defs/FaqSection"},{"$ref":"#/$defs/TestimonialsSection"},{"$ref":"#/$defs/CarouselSection"},{"$ref":"#/$defs/CtaSection"},{"$ref":"#/$defs/FormSection"},{"$ref":"#/$defs/ContactSection"},{"$ref":"#/$defs/LocationsSection"},{"$ref":"#/$defs/TeamSection"},{"$ref":"#/$defs/EmbedSection"},{"$ref":"#/$defs/RichTextSection"}],"discriminator":{"propertyName":"type"}};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "banner"){
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
else if(tag0 === "hero"){
if(!(validate38(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
else if(tag0 === "stats"){
if(!(validate41(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
else if(tag0 === "challenges"){
if(!(validate43(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
else if(tag0 === "services"){
if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
else if(tag0 === "cards"){
if(!(validate47(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
else if(tag0 === "lists"){
if(!(validate50(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
else if(tag0 === "plans"){
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
else if(tag0 === "brackets"){
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
else if(tag0 === "timeline"){
if(!(validate57(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
else if(tag0 === "calendar"){
if(!(validate59(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
else if(tag0 === "faq"){
if(!(validate61(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
else if(tag0 === "testimonials"){
if(!(validate62(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
else if(tag0 === "carousel"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/$defs/CarouselSection/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.heading === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/CarouselSection/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.loadingLabel === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/CarouselSection/required",keyword:"required",params:{missingProperty: "loadingLabel"},message:"must have required property '"+"loadingLabel"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.previousLabel === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/CarouselSection/required",keyword:"required",params:{missingProperty: "previousLabel"},message:"must have required property '"+"previousLabel"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.nextLabel === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/CarouselSection/required",keyword:"required",params:{missingProperty: "nextLabel"},message:"must have required property '"+"nextLabel"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.dotLabel === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/CarouselSection/required",keyword:"required",params:{missingProperty: "dotLabel"},message:"must have required property '"+"dotLabel"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.errorText === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/CarouselSection/required",keyword:"required",params:{missingProperty: "errorText"},message:"must have required property '"+"errorText"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func46.call(schema61.properties, key0))){
const err7 = {instancePath,schemaPath:"#/$defs/CarouselSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if("carousel" !== data0){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/CarouselSection/properties/type/const",keyword:"const",params:{allowedValue: "carousel"},message:"must be equal to constant",schema:"carousel",parentSchema:schema61.properties.type,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/CarouselSection/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern3.test(data1)){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/CarouselSection/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema61.properties.id,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/CarouselSection/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.id.type,parentSchema:schema61.properties.id,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data2 = data.eyebrow;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/$defs/CarouselSection/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/$defs/CarouselSection/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.eyebrow.type,parentSchema:schema61.properties.eyebrow,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err14 = {instancePath:instancePath+"/heading",schemaPath:"#/$defs/CarouselSection/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/heading",schemaPath:"#/$defs/CarouselSection/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.heading.type,parentSchema:schema61.properties.heading,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.intro !== undefined){
let data4 = data.intro;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err16 = {instancePath:instancePath+"/intro",schemaPath:"#/$defs/CarouselSection/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/intro",schemaPath:"#/$defs/CarouselSection/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.intro.type,parentSchema:schema61.properties.intro,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.tone !== undefined){
let data5 = data.tone;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/tone",schemaPath:"#/$defs/CarouselSection/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.tone.type,parentSchema:schema61.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data5 === "plain") || (data5 === "muted")) || (data5 === "brand"))){
const err19 = {instancePath:instancePath+"/tone",schemaPath:"#/$defs/CarouselSection/properties/tone/enum",keyword:"enum",params:{allowedValues: schema61.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema61.properties.tone.enum,parentSchema:schema61.properties.tone,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.loadingLabel !== undefined){
let data6 = data.loadingLabel;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err20 = {instancePath:instancePath+"/loadingLabel",schemaPath:"#/$defs/CarouselSection/properties/loadingLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.loadingLabel,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/loadingLabel",schemaPath:"#/$defs/CarouselSection/properties/loadingLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.loadingLabel.type,parentSchema:schema61.properties.loadingLabel,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.previousLabel !== undefined){
let data7 = data.previousLabel;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err22 = {instancePath:instancePath+"/previousLabel",schemaPath:"#/$defs/CarouselSection/properties/previousLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.previousLabel,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/previousLabel",schemaPath:"#/$defs/CarouselSection/properties/previousLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.previousLabel.type,parentSchema:schema61.properties.previousLabel,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.nextLabel !== undefined){
let data8 = data.nextLabel;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err24 = {instancePath:instancePath+"/nextLabel",schemaPath:"#/$defs/CarouselSection/properties/nextLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.nextLabel,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/nextLabel",schemaPath:"#/$defs/CarouselSection/properties/nextLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.nextLabel.type,parentSchema:schema61.properties.nextLabel,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.dotLabel !== undefined){
let data9 = data.dotLabel;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err26 = {instancePath:instancePath+"/dotLabel",schemaPath:"#/$defs/CarouselSection/properties/dotLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.dotLabel,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/dotLabel",schemaPath:"#/$defs/CarouselSection/properties/dotLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.dotLabel.type,parentSchema:schema61.properties.dotLabel,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.errorText !== undefined){
let data10 = data.errorText;
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err28 = {instancePath:instancePath+"/errorText",schemaPath:"#/$defs/CarouselSection/properties/errorText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema61.properties.errorText,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/errorText",schemaPath:"#/$defs/CarouselSection/properties/errorText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.errorText.type,parentSchema:schema61.properties.errorText,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/$defs/CarouselSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else if(tag0 === "cta"){
if(!(validate64(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
else if(tag0 === "form"){
if(!(validate67(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
else if(tag0 === "contact"){
if(!(validate70(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
else if(tag0 === "locations"){
if(!(validate73(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
else if(tag0 === "team"){
if(!(validate75(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
}
else if(tag0 === "embed"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err31 = {instancePath,schemaPath:"#/$defs/EmbedSection/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.src === undefined){
const err32 = {instancePath,schemaPath:"#/$defs/EmbedSection/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.title === undefined){
const err33 = {instancePath,schemaPath:"#/$defs/EmbedSection/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.height === undefined){
const err34 = {instancePath,schemaPath:"#/$defs/EmbedSection/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key1 in data){
if(!(func46.call(schema68.properties, key1))){
const err35 = {instancePath,schemaPath:"#/$defs/EmbedSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.type !== undefined){
let data11 = data.type;
if("embed" !== data11){
const err36 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/EmbedSection/properties/type/const",keyword:"const",params:{allowedValue: "embed"},message:"must be equal to constant",schema:"embed",parentSchema:schema68.properties.type,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.id !== undefined){
let data12 = data.id;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err37 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/EmbedSection/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.id,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern3.test(data12)){
const err38 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/EmbedSection/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\"",schema:"^[a-z][a-z0-9-]*$",parentSchema:schema68.properties.id,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/EmbedSection/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.id.type,parentSchema:schema68.properties.id,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.eyebrow !== undefined){
let data13 = data.eyebrow;
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err40 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/$defs/EmbedSection/properties/eyebrow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.eyebrow,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/eyebrow",schemaPath:"#/$defs/EmbedSection/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.eyebrow.type,parentSchema:schema68.properties.eyebrow,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.heading !== undefined){
let data14 = data.heading;
if(typeof data14 === "string"){
if(func2(data14) < 1){
const err42 = {instancePath:instancePath+"/heading",schemaPath:"#/$defs/EmbedSection/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.heading,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/heading",schemaPath:"#/$defs/EmbedSection/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.heading.type,parentSchema:schema68.properties.heading,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.intro !== undefined){
let data15 = data.intro;
if(typeof data15 === "string"){
if(func2(data15) < 1){
const err44 = {instancePath:instancePath+"/intro",schemaPath:"#/$defs/EmbedSection/properties/intro/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.intro,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/intro",schemaPath:"#/$defs/EmbedSection/properties/intro/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.intro.type,parentSchema:schema68.properties.intro,data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.tone !== undefined){
let data16 = data.tone;
if(typeof data16 !== "string"){
const err46 = {instancePath:instancePath+"/tone",schemaPath:"#/$defs/EmbedSection/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.tone.type,parentSchema:schema68.properties.tone,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!(((data16 === "plain") || (data16 === "muted")) || (data16 === "brand"))){
const err47 = {instancePath:instancePath+"/tone",schemaPath:"#/$defs/EmbedSection/properties/tone/enum",keyword:"enum",params:{allowedValues: schema68.properties.tone.enum},message:"must be equal to one of the allowed values",schema:schema68.properties.tone.enum,parentSchema:schema68.properties.tone,data:data16};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.src !== undefined){
let data17 = data.src;
if(typeof data17 === "string"){
if(func2(data17) < 1){
const err48 = {instancePath:instancePath+"/src",schemaPath:"#/$defs/EmbedSection/properties/src/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.src,data:data17};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!pattern24.test(data17)){
const err49 = {instancePath:instancePath+"/src",schemaPath:"#/$defs/EmbedSection/properties/src/pattern",keyword:"pattern",params:{pattern: "^(https://|\\{\\{)"},message:"must match pattern \""+"^(https://|\\{\\{)"+"\"",schema:"^(https://|\\{\\{)",parentSchema:schema68.properties.src,data:data17};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/src",schemaPath:"#/$defs/EmbedSection/properties/src/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.src.type,parentSchema:schema68.properties.src,data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.title !== undefined){
let data18 = data.title;
if(typeof data18 === "string"){
if(func2(data18) < 1){
const err51 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/EmbedSection/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.title,data:data18};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/title",schemaPath:"#/$defs/EmbedSection/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.title.type,parentSchema:schema68.properties.title,data:data18};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.height !== undefined){
let data19 = data.height;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 3000 || isNaN(data19)){
const err53 = {instancePath:instancePath+"/height",schemaPath:"#/$defs/EmbedSection/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3000},message:"must be <= 3000",schema:3000,parentSchema:schema68.properties.height,data:data19};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data19 < 200 || isNaN(data19)){
const err54 = {instancePath:instancePath+"/height",schemaPath:"#/$defs/EmbedSection/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 200},message:"must be >= 200",schema:200,parentSchema:schema68.properties.height,data:data19};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/height",schemaPath:"#/$defs/EmbedSection/properties/height/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema68.properties.height.type,parentSchema:schema68.properties.height,data:data19};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath,schemaPath:"#/$defs/EmbedSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.type,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else if(tag0 === "rich-text"){
if(!(validate77(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
}
else {
const err57 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf",schema:schema71.discriminator,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string",schema:schema71.discriminator,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}

export const NavItem = validate98;
const schema74 = {"title":"Menu entry","type":"object","description":"An entry of the header menu: a link, or a group of entries.","properties":{"label":{"title":"Label","type":"string","minLength":1,"description":"The words shown.","examples":["Tax Services"]},"to":{"title":"Goes to","type":"string","minLength":1,"description":"Where the link goes: a page path (/book), a section of this page (#services), a section of another page (/tax-services#faq), a full web address (https://…), tel: or mailto:, or a {{reference}} to one of them.","examples":["/book"],"pattern":"^(/|#|https?://|tel:|mailto:|\\{\\{)"},"badge":{"title":"Badge","type":"string","minLength":1,"description":"A small label beside the entry.","examples":["{{prices.formation}}"]},"children":{"title":"Entries in this group","type":"array","description":"The entries inside this group.","items":{"$ref":"#/$defs/NavItem"},"minItems":1,"examples":[[{"label":"Tax Planning","to":"/tax-planning"}]]}},"required":["label"],"additionalProperties":false,"examples":[{"label":"Payroll Services","to":"/payroll"}]};
const wrapper0 = {validate: validate98};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.label === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema74.required,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "label") || (key0 === "to")) || (key0 === "badge")) || (key0 === "children"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema74.properties.label,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.label.type,parentSchema:schema74.properties.label,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.to !== undefined){
let data1 = data.to;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema74.properties.to,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/pattern",keyword:"pattern",params:{pattern: "^(/|#|https?://|tel:|mailto:|\\{\\{)"},message:"must match pattern \""+"^(/|#|https?://|tel:|mailto:|\\{\\{)"+"\"",schema:"^(/|#|https?://|tel:|mailto:|\\{\\{)",parentSchema:schema74.properties.to,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.to.type,parentSchema:schema74.properties.to,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.badge !== undefined){
let data2 = data.badge;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/badge",schemaPath:"#/properties/badge/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema74.properties.badge,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/badge",schemaPath:"#/properties/badge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.badge.type,parentSchema:schema74.properties.badge,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.children !== undefined){
let data3 = data.children;
if(Array.isArray(data3)){
if(data3.length < 1){
const err9 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema74.properties.children,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(wrapper0.validate(data3[i0], {instancePath:instancePath+"/children/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.children.type,parentSchema:schema74.properties.children,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}

export const Page = validate99;
const schema75 = {"title":"Page","type":"object","description":"A page of the site: its address, its metadata and its sections in order.","properties":{"$schema":{"type":"string","title":"Schema","description":"The schema this file follows (for editors)."},"path":{"title":"Page address","type":"string","minLength":1,"description":"The page's address on the site, starting with /.","examples":["/tax-services"],"pattern":"^/[a-z0-9-]*$"},"title":{"title":"Page title","type":"string","minLength":1,"description":"The title in the browser tab and search results; the firm's name is added after it.","examples":["Tax Preparation Services"]},"description":{"title":"Summary for search engines","type":"string","minLength":1,"description":"The summary search engines and social sites show (about 150 characters).","examples":["Individual and business tax preparation in Elk Grove, CA."],"maxLength":320},"keywords":{"title":"Search keywords","type":"array","description":"Search keywords for the page.","items":{"type":"string","minLength":1},"minItems":1,"examples":[["tax preparation Elk Grove","CPA Elk Grove"]]},"noindex":{"title":"Hidden from search engines","type":"boolean","description":"Keep this page out of search engines and the sitemap (for the 404 and confirmation pages).","examples":[true]},"cookieNotice":{"title":"Cookie notice","type":"boolean","description":"Show the cookie notice on this page.","examples":[true]},"sections":{"title":"Sections","type":"array","description":"The sections of the page, top to bottom.","items":{"$ref":"#/$defs/Section"},"minItems":1,"examples":[[{"type":"hero","heading":"Tax Preparation"}]]}},"required":["path","title","description","sections"],"additionalProperties":false,"examples":[{"path":"/tax-services","title":"Tax Preparation Services","description":"Tax preparation in Elk Grove.","sections":[{"type":"hero","heading":"Tax Preparation"}]}]};
const pattern30 = new RegExp("^/[a-z0-9-]*$", "u");

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.path === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.description === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sections === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sections"},message:"must have required property '"+"sections"+"'",schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "$schema") || (key0 === "path")) || (key0 === "title")) || (key0 === "description")) || (key0 === "keywords")) || (key0 === "noindex")) || (key0 === "cookieNotice")) || (key0 === "sections"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.$schema !== undefined){
let data0 = data.$schema;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.$schema.type,parentSchema:schema75.properties.$schema,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema75.properties.path,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern30.test(data1)){
const err7 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^/[a-z0-9-]*$"},message:"must match pattern \""+"^/[a-z0-9-]*$"+"\"",schema:"^/[a-z0-9-]*$",parentSchema:schema75.properties.path,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.path.type,parentSchema:schema75.properties.path,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema75.properties.title,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.title.type,parentSchema:schema75.properties.title,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) > 320){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters",schema:320,parentSchema:schema75.properties.description,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data3) < 1){
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema75.properties.description,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.description.type,parentSchema:schema75.properties.description,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.keywords !== undefined){
let data4 = data.keywords;
if(Array.isArray(data4)){
if(data4.length < 1){
const err14 = {instancePath:instancePath+"/keywords",schemaPath:"#/properties/keywords/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema75.properties.keywords,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err15 = {instancePath:instancePath+"/keywords/" + i0,schemaPath:"#/properties/keywords/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema75.properties.keywords.items,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/keywords/" + i0,schemaPath:"#/properties/keywords/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.keywords.items.type,parentSchema:schema75.properties.keywords.items,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/keywords",schemaPath:"#/properties/keywords/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.keywords.type,parentSchema:schema75.properties.keywords,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.noindex !== undefined){
let data6 = data.noindex;
if(typeof data6 !== "boolean"){
const err18 = {instancePath:instancePath+"/noindex",schemaPath:"#/properties/noindex/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema75.properties.noindex.type,parentSchema:schema75.properties.noindex,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.cookieNotice !== undefined){
let data7 = data.cookieNotice;
if(typeof data7 !== "boolean"){
const err19 = {instancePath:instancePath+"/cookieNotice",schemaPath:"#/properties/cookieNotice/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema75.properties.cookieNotice.type,parentSchema:schema75.properties.cookieNotice,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.sections !== undefined){
let data8 = data.sections;
if(Array.isArray(data8)){
if(data8.length < 1){
const err20 = {instancePath:instancePath+"/sections",schemaPath:"#/properties/sections/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema75.properties.sections,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(!(validate78(data8[i1], {instancePath:instancePath+"/sections/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/sections",schemaPath:"#/properties/sections/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema75.properties.sections.type,parentSchema:schema75.properties.sections,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema75.type,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}

export const Office = validate101;
const schema76 = {"title":"Office","type":"object","description":"An office of the firm.","properties":{"name":{"title":"Office name","type":"string","minLength":1,"description":"The office's name.","examples":["Elk Grove Office"]},"street":{"title":"Street address","type":"string","minLength":1,"description":"Street address with suite.","examples":["9000 Elk Grove Florin Rd, Suite 5"]},"city":{"title":"City","type":"string","minLength":1,"description":"City.","examples":["Elk Grove"]},"region":{"title":"State","type":"string","minLength":1,"description":"State, as two letters.","examples":["CA"]},"postalCode":{"title":"ZIP code","type":"string","minLength":1,"description":"ZIP code.","examples":["95624"]},"phone":{"title":"Office phone number","type":"string","minLength":1,"description":"The office's phone number.","examples":["(916) 555-0123"]},"mapUrl":{"title":"Map link","type":"string","minLength":1,"description":"A link to the office on a maps service.","examples":["https://www.google.com/maps/search/?api=1&query=Elk+Grove+Florin+Rd"],"pattern":"^https://"}},"required":["name","street","city","region","postalCode","phone","mapUrl"],"additionalProperties":false,"examples":[{"name":"Elk Grove Office","street":"9000 Elk Grove Florin Rd, Suite 5","city":"Elk Grove","region":"CA","postalCode":"95624","phone":"(916) 555-0123","mapUrl":"https://www.google.com/maps"}]};
const pattern31 = new RegExp("^https://", "u");

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.street === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.city === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.region === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "region"},message:"must have required property '"+"region"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.postalCode === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "postalCode"},message:"must have required property '"+"postalCode"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.phone === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.mapUrl === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mapUrl"},message:"must have required property '"+"mapUrl"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "street")) || (key0 === "city")) || (key0 === "region")) || (key0 === "postalCode")) || (key0 === "phone")) || (key0 === "mapUrl"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.name,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.name.type,parentSchema:schema76.properties.name,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.street !== undefined){
let data1 = data.street;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err10 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.street,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.street.type,parentSchema:schema76.properties.street,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.city !== undefined){
let data2 = data.city;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.city,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.city.type,parentSchema:schema76.properties.city,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.region !== undefined){
let data3 = data.region;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err14 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.region,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.region.type,parentSchema:schema76.properties.region,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.postalCode !== undefined){
let data4 = data.postalCode;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err16 = {instancePath:instancePath+"/postalCode",schemaPath:"#/properties/postalCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.postalCode,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/postalCode",schemaPath:"#/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.postalCode.type,parentSchema:schema76.properties.postalCode,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.phone !== undefined){
let data5 = data.phone;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err18 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.phone,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.phone.type,parentSchema:schema76.properties.phone,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.mapUrl !== undefined){
let data6 = data.mapUrl;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err20 = {instancePath:instancePath+"/mapUrl",schemaPath:"#/properties/mapUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.mapUrl,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern31.test(data6)){
const err21 = {instancePath:instancePath+"/mapUrl",schemaPath:"#/properties/mapUrl/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\"",schema:"^https://",parentSchema:schema76.properties.mapUrl,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/mapUrl",schemaPath:"#/properties/mapUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.mapUrl.type,parentSchema:schema76.properties.mapUrl,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate101.errors = vErrors;
return errors === 0;
}

export const SiteConfig = validate102;
const schema77 = {"title":"Site settings","type":"object","description":"site/site.yaml: the firm's facts, the header and footer, metadata defaults and shared interface strings.","properties":{"$schema":{"type":"string","title":"Schema","description":"The schema this file follows (for editors)."},"firm":{"title":"Firm facts","type":"object","description":"Facts about the firm. Write each fact once here and refer to it elsewhere as {{firm.name}}.","properties":{"name":{"title":"Firm name","type":"string","minLength":1,"description":"The firm's name.","examples":["Oakline Tax & Bookkeeping"]},"formerName":{"title":"Former name","type":"string","minLength":1,"description":"The name the firm used before.","examples":["Oakline & Associates"]},"founded":{"title":"Year founded","type":"string","minLength":1,"description":"The year the firm started.","examples":["1996"]},"email":{"title":"Email address","type":"string","minLength":1,"description":"The email address visitors write to.","examples":["office@example.com"],"format":"email"},"phones":{"title":"Phone numbers","type":"object","description":"The firm's numbers.","properties":{"tollFree":{"title":"Toll-free phone number","type":"string","minLength":1,"description":"The main toll-free number.","examples":["(877) 555-0142"]},"fax":{"title":"Fax number","type":"string","minLength":1,"description":"The fax number.","examples":["(916) 555-0190"]}},"required":["tollFree","fax"],"additionalProperties":false,"examples":[{"tollFree":"(877) 555-0142","fax":"(916) 555-0190"}]},"hours":{"title":"Opening hours","type":"object","description":"Opening hours: the days open and the times, shown on the pages and given to search engines.","properties":{"days":{"title":"Days open","type":"string","minLength":1,"description":"The days open: a day, or a range of days, or several separated by commas, written like Monday-Friday or Monday-Friday, Saturday. Search engines read the same days.","examples":["Monday-Friday"],"pattern":"^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(-(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))?(, (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(-(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))?)*$"},"opens":{"title":"Opening time","type":"string","minLength":1,"description":"Opening time, written like 9:00 AM.","examples":["9:00 AM"],"pattern":"^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$"},"closes":{"title":"Closing time","type":"string","minLength":1,"description":"Closing time, written like 5:30 PM.","examples":["5:30 PM"],"pattern":"^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$"},"weekend":{"title":"Weekends","type":"string","minLength":1,"description":"What weekends are.","examples":["Saturday-Sunday: Closed"]}},"required":["days","opens","closes","weekend"],"additionalProperties":false,"examples":[{"days":"Monday-Friday","opens":"9:00 AM","closes":"5:30 PM","weekend":"Saturday-Sunday: Closed"}]},"portalUrl":{"title":"Client portal address","type":"string","minLength":1,"description":"The secure client portal.","examples":["https://portal.example.com"],"pattern":"^https://"},"calendarUrl":{"title":"Booking calendar address","type":"string","minLength":1,"description":"The booking calendar shown on /book.","examples":["https://calendar.example.com/book"],"pattern":"^https://"},"mapUrl":{"title":"Map link","type":"string","minLength":1,"description":"A maps link for Get Directions.","examples":["https://www.google.com/maps/search/?api=1&query=Elk+Grove+CA"],"pattern":"^https://"},"rating":{"title":"Review rating","type":"object","description":"The firm's review rating.","properties":{"value":{"title":"Average stars","type":"number","description":"Average stars.","examples":[4.9],"minimum":1,"maximum":5},"count":{"title":"Number of reviews","type":"number","description":"Number of reviews.","examples":[1700],"minimum":1}},"required":["value","count"],"additionalProperties":false,"examples":[{"value":4.9,"count":1700}]},"offices":{"title":"Offices","type":"array","description":"The offices.","items":{"$ref":"#/$defs/Office"},"minItems":1,"examples":[[{"name":"Elk Grove Office"}]]},"timeZone":{"title":"Time zone","type":"string","minLength":1,"description":"The firm's time zone, as the world's time zone list names it (America/Los_Angeles for California): a publication set for a date and time goes live at that time here. Without it, times are UTC.","examples":["America/Los_Angeles"],"pattern":"^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$"}},"required":["name","email","phones","hours","portalUrl","calendarUrl","mapUrl","rating","offices"],"additionalProperties":false,"examples":[{"name":"Oakline Tax & Bookkeeping"}]},"prices":{"type":"object","title":"Prices","description":"Prices, referred to as {{prices.formation}}.","additionalProperties":{"type":"string","minLength":1},"examples":[{"formation":"$195"}]},"figures":{"type":"object","title":"Figures","description":"Figures used on several pages, referred to as {{figures.clients}}.","additionalProperties":{"type":"string","minLength":1},"examples":[{"clients":"1,700+"}]},"meta":{"title":"Search and sharing defaults","type":"object","description":"Defaults for every page's metadata.","properties":{"siteUrl":{"title":"Site address","type":"string","minLength":1,"description":"The site's address, used for canonical links and the sitemap.","examples":["https://www.example.com"],"pattern":"^https?://[^/]+$"},"titleSuffix":{"title":"After every page title","type":"string","minLength":1,"description":"Added after every page title.","examples":[" | {{firm.name}}"]},"locale":{"title":"Language and region","type":"string","minLength":1,"description":"The language and region of the site.","examples":["en_US"]},"image":{"title":"Sharing picture","type":"string","minLength":1,"description":"The picture social sites show, a path inside site/.","examples":["images/og.png"],"pattern":"^images/"},"twitterCard":{"title":"Look of shared links on X","type":"string","enum":["summary","summary_large_image"],"description":"How X (Twitter) shows a shared link.","examples":["summary_large_image"]}},"required":["siteUrl","titleSuffix","locale"],"additionalProperties":false,"examples":[{"siteUrl":"https://www.example.com","titleSuffix":" | Oakline","locale":"en_US"}]},"header":{"title":"Header","type":"object","description":"The bar at the top of every page.","properties":{"logo":{"title":"Logo name","type":"string","minLength":1,"description":"The name shown as the logo, linking home.","examples":["{{firm.name}}"]},"logoLabel":{"title":"Logo for screen readers","type":"string","minLength":1,"description":"What the logo link says to screen readers.","examples":["{{firm.name}}, home"]},"menu":{"title":"Menu entries","type":"array","description":"The menu entries.","items":{"$ref":"#/$defs/NavItem"},"minItems":1,"examples":[[{"label":"Home","to":"/"}]]},"actions":{"title":"Buttons","type":"array","description":"The buttons at the right.","items":{"$ref":"#/$defs/Action"},"minItems":1,"examples":[[{"label":"Book Appointment","to":"/book"}]]},"openMenuLabel":{"title":"Open menu button","type":"string","minLength":1,"description":"The label of the menu toggle on small screens when closed.","examples":["Open menu"]},"closeMenuLabel":{"title":"Close menu button","type":"string","minLength":1,"description":"The label of the menu toggle when open.","examples":["Close menu"]}},"required":["logo","logoLabel","menu","actions","openMenuLabel","closeMenuLabel"],"additionalProperties":false,"examples":[{"logo":"{{firm.name}}"}]},"footer":{"title":"Footer","type":"object","description":"The block at the bottom of every page.","properties":{"about":{"title":"About the firm","type":"string","minLength":1,"description":"A sentence about the firm.","examples":["Bookkeeping, tax and payroll for Elk Grove since 1996."]},"columns":{"title":"Link columns","type":"array","description":"Columns of links.","items":{"title":"Link column","type":"object","description":"A column of footer links.","properties":{"heading":{"title":"Column heading","type":"string","minLength":1,"description":"The column's heading.","examples":["Company"]},"links":{"title":"Links","type":"array","description":"The links in the column.","items":{"$ref":"#/$defs/Action"},"minItems":1,"examples":[[{"label":"Contact","to":"/contact"}]]}},"required":["heading","links"],"additionalProperties":false,"examples":[{"heading":"Company","links":[{"label":"Contact","to":"/contact"}]}]},"minItems":1,"examples":[[{"heading":"Company","links":[]}]]},"contact":{"title":"Ways to reach the firm","type":"array","description":"Contact lines in the footer.","items":{"$ref":"#/$defs/ContactItem"},"minItems":1,"examples":[[{"label":"Phone","lines":["{{firm.phones.tollFree}}"]}]]},"portal":{"title":"Client portal link","description":"The link to the client portal.","$ref":"#/$defs/Action"},"copyright":{"title":"Copyright line","type":"string","minLength":1,"description":"The copyright line.","examples":["© 2025 {{firm.name}}. All rights reserved."]}},"required":["about","columns","portal","copyright"],"additionalProperties":false,"examples":[{"about":"Since 1996."}]},"strings":{"title":"Shared words","type":"object","description":"Interface words shared by every page.","properties":{"skipToContent":{"title":"Skip link","type":"string","minLength":1,"description":"The link that lets keyboard users skip the menu.","examples":["Skip to main content"]},"sending":{"title":"While sending","type":"string","minLength":1,"description":"The submit button while a form is sending.","examples":["Sending..."]},"scrollToTop":{"title":"Scroll-to-top button","type":"string","minLength":1,"description":"The floating button that scrolls back up.","examples":["Scroll to top"]},"newTab":{"title":"New-tab note","type":"string","minLength":1,"description":"Told to screen readers on links that open a new tab.","examples":["(opens in a new tab)"]},"required":{"title":"Required-field note","type":"string","minLength":1,"description":"Told after the label of a required field.","examples":["(required)"]},"close":{"title":"Close button","type":"string","minLength":1,"description":"The label of close buttons.","examples":["Close"]},"notifications":{"title":"Notifications area","type":"string","minLength":1,"description":"The name of the notifications region; F8 moves there.","examples":["Notifications (F8)"]},"rating":{"title":"Star rating read out","type":"string","minLength":1,"description":"How a star rating is read out; {n} is the number of stars.","examples":["Rated {n} out of 5"]},"cookie":{"title":"Cookie notice","type":"object","description":"The cookie notice.","properties":{"title":{"title":"Notice title","type":"string","minLength":1,"description":"The notice's title.","examples":["We use cookies"]},"text":{"title":"Notice text","type":"string","minLength":1,"description":"The notice's text.","examples":["We use cookies to keep the site secure and to understand how it is used."]},"accept":{"title":"Accept button","type":"string","minLength":1,"description":"The accept button.","examples":["Accept"]},"decline":{"title":"Decline button","type":"string","minLength":1,"description":"The decline button.","examples":["Decline"]},"policy":{"title":"Cookie policy link","description":"The link to the cookie policy.","$ref":"#/$defs/Action"}},"required":["title","text","accept","decline","policy"],"additionalProperties":false,"examples":[{"title":"We use cookies","text":"…","accept":"Accept","decline":"Decline"}]}},"required":["skipToContent","sending","scrollToTop","newTab","required","close","notifications","rating","cookie"],"additionalProperties":false,"examples":[{"sending":"Sending..."}]}},"required":["firm","meta","header","footer","strings"],"additionalProperties":false,"examples":[{"firm":{"name":"Oakline Tax & Bookkeeping"}}]};
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const pattern32 = new RegExp("^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(-(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))?(, (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(-(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))?)*$", "u");
const pattern33 = new RegExp("^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$", "u");
const pattern39 = new RegExp("^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$", "u");
const pattern40 = new RegExp("^https?://[^/]+$", "u");

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firm === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firm"},message:"must have required property '"+"firm"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.meta === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.header === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.footer === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "footer"},message:"must have required property '"+"footer"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.strings === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "strings"},message:"must have required property '"+"strings"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "$schema") || (key0 === "firm")) || (key0 === "prices")) || (key0 === "figures")) || (key0 === "meta")) || (key0 === "header")) || (key0 === "footer")) || (key0 === "strings"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.$schema !== undefined){
let data0 = data.$schema;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.$schema.type,parentSchema:schema77.properties.$schema,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.firm !== undefined){
let data1 = data.firm;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err7 = {instancePath:instancePath+"/firm",schemaPath:"#/properties/firm/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema77.properties.firm.required,parentSchema:schema77.properties.firm,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.email === undefined){
const err8 = {instancePath:instancePath+"/firm",schemaPath:"#/properties/firm/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema77.properties.firm.required,parentSchema:schema77.properties.firm,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.phones === undefined){
const err9 = {instancePath:instancePath+"/firm",schemaPath:"#/properties/firm/required",keyword:"required",params:{missingProperty: "phones"},message:"must have required property '"+"phones"+"'",schema:schema77.properties.firm.required,parentSchema:schema77.properties.firm,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.hours === undefined){
const err10 = {instancePath:instancePath+"/firm",schemaPath:"#/properties/firm/required",keyword:"required",params:{missingProperty: "hours"},message:"must have required property '"+"hours"+"'",schema:schema77.properties.firm.required,parentSchema:schema77.properties.firm,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.portalUrl === undefined){
const err11 = {instancePath:instancePath+"/firm",schemaPath:"#/properties/firm/required",keyword:"required",params:{missingProperty: "portalUrl"},message:"must have required property '"+"portalUrl"+"'",schema:schema77.properties.firm.required,parentSchema:schema77.properties.firm,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.calendarUrl === undefined){
const err12 = {instancePath:instancePath+"/firm",schemaPath:"#/properties/firm/required",keyword:"required",params:{missingProperty: "calendarUrl"},message:"must have required property '"+"calendarUrl"+"'",schema:schema77.properties.firm.required,parentSchema:schema77.properties.firm,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.mapUrl === undefined){
const err13 = {instancePath:instancePath+"/firm",schemaPath:"#/properties/firm/required",keyword:"required",params:{missingProperty: "mapUrl"},message:"must have required property '"+"mapUrl"+"'",schema:schema77.properties.firm.required,parentSchema:schema77.properties.firm,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.rating === undefined){
const err14 = {instancePath:instancePath+"/firm",schemaPath:"#/properties/firm/required",keyword:"required",params:{missingProperty: "rating"},message:"must have required property '"+"rating"+"'",schema:schema77.properties.firm.required,parentSchema:schema77.properties.firm,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.offices === undefined){
const err15 = {instancePath:instancePath+"/firm",schemaPath:"#/properties/firm/required",keyword:"required",params:{missingProperty: "offices"},message:"must have required property '"+"offices"+"'",schema:schema77.properties.firm.required,parentSchema:schema77.properties.firm,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data1){
if(!(func46.call(schema77.properties.firm.properties, key1))){
const err16 = {instancePath:instancePath+"/firm",schemaPath:"#/properties/firm/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema77.properties.firm,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err17 = {instancePath:instancePath+"/firm/name",schemaPath:"#/properties/firm/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.name,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/firm/name",schemaPath:"#/properties/firm/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.name.type,parentSchema:schema77.properties.firm.properties.name,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.formerName !== undefined){
let data3 = data1.formerName;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err19 = {instancePath:instancePath+"/firm/formerName",schemaPath:"#/properties/firm/properties/formerName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.formerName,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/firm/formerName",schemaPath:"#/properties/firm/properties/formerName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.formerName.type,parentSchema:schema77.properties.firm.properties.formerName,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.founded !== undefined){
let data4 = data1.founded;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err21 = {instancePath:instancePath+"/firm/founded",schemaPath:"#/properties/firm/properties/founded/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.founded,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/firm/founded",schemaPath:"#/properties/firm/properties/founded/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.founded.type,parentSchema:schema77.properties.firm.properties.founded,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.email !== undefined){
let data5 = data1.email;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err23 = {instancePath:instancePath+"/firm/email",schemaPath:"#/properties/firm/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.email,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats0.test(data5))){
const err24 = {instancePath:instancePath+"/firm/email",schemaPath:"#/properties/firm/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema77.properties.firm.properties.email,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/firm/email",schemaPath:"#/properties/firm/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.email.type,parentSchema:schema77.properties.firm.properties.email,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.phones !== undefined){
let data6 = data1.phones;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.tollFree === undefined){
const err26 = {instancePath:instancePath+"/firm/phones",schemaPath:"#/properties/firm/properties/phones/required",keyword:"required",params:{missingProperty: "tollFree"},message:"must have required property '"+"tollFree"+"'",schema:schema77.properties.firm.properties.phones.required,parentSchema:schema77.properties.firm.properties.phones,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.fax === undefined){
const err27 = {instancePath:instancePath+"/firm/phones",schemaPath:"#/properties/firm/properties/phones/required",keyword:"required",params:{missingProperty: "fax"},message:"must have required property '"+"fax"+"'",schema:schema77.properties.firm.properties.phones.required,parentSchema:schema77.properties.firm.properties.phones,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key2 in data6){
if(!((key2 === "tollFree") || (key2 === "fax"))){
const err28 = {instancePath:instancePath+"/firm/phones",schemaPath:"#/properties/firm/properties/phones/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema77.properties.firm.properties.phones,data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data6.tollFree !== undefined){
let data7 = data6.tollFree;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err29 = {instancePath:instancePath+"/firm/phones/tollFree",schemaPath:"#/properties/firm/properties/phones/properties/tollFree/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.phones.properties.tollFree,data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/firm/phones/tollFree",schemaPath:"#/properties/firm/properties/phones/properties/tollFree/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.phones.properties.tollFree.type,parentSchema:schema77.properties.firm.properties.phones.properties.tollFree,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data6.fax !== undefined){
let data8 = data6.fax;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err31 = {instancePath:instancePath+"/firm/phones/fax",schemaPath:"#/properties/firm/properties/phones/properties/fax/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.phones.properties.fax,data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/firm/phones/fax",schemaPath:"#/properties/firm/properties/phones/properties/fax/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.phones.properties.fax.type,parentSchema:schema77.properties.firm.properties.phones.properties.fax,data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/firm/phones",schemaPath:"#/properties/firm/properties/phones/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.firm.properties.phones.type,parentSchema:schema77.properties.firm.properties.phones,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data1.hours !== undefined){
let data9 = data1.hours;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.days === undefined){
const err34 = {instancePath:instancePath+"/firm/hours",schemaPath:"#/properties/firm/properties/hours/required",keyword:"required",params:{missingProperty: "days"},message:"must have required property '"+"days"+"'",schema:schema77.properties.firm.properties.hours.required,parentSchema:schema77.properties.firm.properties.hours,data:data9};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data9.opens === undefined){
const err35 = {instancePath:instancePath+"/firm/hours",schemaPath:"#/properties/firm/properties/hours/required",keyword:"required",params:{missingProperty: "opens"},message:"must have required property '"+"opens"+"'",schema:schema77.properties.firm.properties.hours.required,parentSchema:schema77.properties.firm.properties.hours,data:data9};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data9.closes === undefined){
const err36 = {instancePath:instancePath+"/firm/hours",schemaPath:"#/properties/firm/properties/hours/required",keyword:"required",params:{missingProperty: "closes"},message:"must have required property '"+"closes"+"'",schema:schema77.properties.firm.properties.hours.required,parentSchema:schema77.properties.firm.properties.hours,data:data9};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data9.weekend === undefined){
const err37 = {instancePath:instancePath+"/firm/hours",schemaPath:"#/properties/firm/properties/hours/required",keyword:"required",params:{missingProperty: "weekend"},message:"must have required property '"+"weekend"+"'",schema:schema77.properties.firm.properties.hours.required,parentSchema:schema77.properties.firm.properties.hours,data:data9};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key3 in data9){
if(!((((key3 === "days") || (key3 === "opens")) || (key3 === "closes")) || (key3 === "weekend"))){
const err38 = {instancePath:instancePath+"/firm/hours",schemaPath:"#/properties/firm/properties/hours/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema77.properties.firm.properties.hours,data:data9};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data9.days !== undefined){
let data10 = data9.days;
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err39 = {instancePath:instancePath+"/firm/hours/days",schemaPath:"#/properties/firm/properties/hours/properties/days/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.hours.properties.days,data:data10};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!pattern32.test(data10)){
const err40 = {instancePath:instancePath+"/firm/hours/days",schemaPath:"#/properties/firm/properties/hours/properties/days/pattern",keyword:"pattern",params:{pattern: "^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(-(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))?(, (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(-(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))?)*$"},message:"must match pattern \""+"^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(-(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))?(, (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(-(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))?)*$"+"\"",schema:"^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(-(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))?(, (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(-(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))?)*$",parentSchema:schema77.properties.firm.properties.hours.properties.days,data:data10};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/firm/hours/days",schemaPath:"#/properties/firm/properties/hours/properties/days/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.hours.properties.days.type,parentSchema:schema77.properties.firm.properties.hours.properties.days,data:data10};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data9.opens !== undefined){
let data11 = data9.opens;
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err42 = {instancePath:instancePath+"/firm/hours/opens",schemaPath:"#/properties/firm/properties/hours/properties/opens/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.hours.properties.opens,data:data11};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!pattern33.test(data11)){
const err43 = {instancePath:instancePath+"/firm/hours/opens",schemaPath:"#/properties/firm/properties/hours/properties/opens/pattern",keyword:"pattern",params:{pattern: "^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$"},message:"must match pattern \""+"^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$"+"\"",schema:"^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$",parentSchema:schema77.properties.firm.properties.hours.properties.opens,data:data11};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/firm/hours/opens",schemaPath:"#/properties/firm/properties/hours/properties/opens/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.hours.properties.opens.type,parentSchema:schema77.properties.firm.properties.hours.properties.opens,data:data11};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data9.closes !== undefined){
let data12 = data9.closes;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err45 = {instancePath:instancePath+"/firm/hours/closes",schemaPath:"#/properties/firm/properties/hours/properties/closes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.hours.properties.closes,data:data12};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!pattern33.test(data12)){
const err46 = {instancePath:instancePath+"/firm/hours/closes",schemaPath:"#/properties/firm/properties/hours/properties/closes/pattern",keyword:"pattern",params:{pattern: "^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$"},message:"must match pattern \""+"^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$"+"\"",schema:"^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$",parentSchema:schema77.properties.firm.properties.hours.properties.closes,data:data12};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/firm/hours/closes",schemaPath:"#/properties/firm/properties/hours/properties/closes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.hours.properties.closes.type,parentSchema:schema77.properties.firm.properties.hours.properties.closes,data:data12};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data9.weekend !== undefined){
let data13 = data9.weekend;
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err48 = {instancePath:instancePath+"/firm/hours/weekend",schemaPath:"#/properties/firm/properties/hours/properties/weekend/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.hours.properties.weekend,data:data13};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/firm/hours/weekend",schemaPath:"#/properties/firm/properties/hours/properties/weekend/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.hours.properties.weekend.type,parentSchema:schema77.properties.firm.properties.hours.properties.weekend,data:data13};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/firm/hours",schemaPath:"#/properties/firm/properties/hours/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.firm.properties.hours.type,parentSchema:schema77.properties.firm.properties.hours,data:data9};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data1.portalUrl !== undefined){
let data14 = data1.portalUrl;
if(typeof data14 === "string"){
if(func2(data14) < 1){
const err51 = {instancePath:instancePath+"/firm/portalUrl",schemaPath:"#/properties/firm/properties/portalUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.portalUrl,data:data14};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!pattern31.test(data14)){
const err52 = {instancePath:instancePath+"/firm/portalUrl",schemaPath:"#/properties/firm/properties/portalUrl/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\"",schema:"^https://",parentSchema:schema77.properties.firm.properties.portalUrl,data:data14};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/firm/portalUrl",schemaPath:"#/properties/firm/properties/portalUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.portalUrl.type,parentSchema:schema77.properties.firm.properties.portalUrl,data:data14};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data1.calendarUrl !== undefined){
let data15 = data1.calendarUrl;
if(typeof data15 === "string"){
if(func2(data15) < 1){
const err54 = {instancePath:instancePath+"/firm/calendarUrl",schemaPath:"#/properties/firm/properties/calendarUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.calendarUrl,data:data15};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(!pattern31.test(data15)){
const err55 = {instancePath:instancePath+"/firm/calendarUrl",schemaPath:"#/properties/firm/properties/calendarUrl/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\"",schema:"^https://",parentSchema:schema77.properties.firm.properties.calendarUrl,data:data15};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/firm/calendarUrl",schemaPath:"#/properties/firm/properties/calendarUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.calendarUrl.type,parentSchema:schema77.properties.firm.properties.calendarUrl,data:data15};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data1.mapUrl !== undefined){
let data16 = data1.mapUrl;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err57 = {instancePath:instancePath+"/firm/mapUrl",schemaPath:"#/properties/firm/properties/mapUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.mapUrl,data:data16};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!pattern31.test(data16)){
const err58 = {instancePath:instancePath+"/firm/mapUrl",schemaPath:"#/properties/firm/properties/mapUrl/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\"",schema:"^https://",parentSchema:schema77.properties.firm.properties.mapUrl,data:data16};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/firm/mapUrl",schemaPath:"#/properties/firm/properties/mapUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.mapUrl.type,parentSchema:schema77.properties.firm.properties.mapUrl,data:data16};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data1.rating !== undefined){
let data17 = data1.rating;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.value === undefined){
const err60 = {instancePath:instancePath+"/firm/rating",schemaPath:"#/properties/firm/properties/rating/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema77.properties.firm.properties.rating.required,parentSchema:schema77.properties.firm.properties.rating,data:data17};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data17.count === undefined){
const err61 = {instancePath:instancePath+"/firm/rating",schemaPath:"#/properties/firm/properties/rating/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'",schema:schema77.properties.firm.properties.rating.required,parentSchema:schema77.properties.firm.properties.rating,data:data17};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key4 in data17){
if(!((key4 === "value") || (key4 === "count"))){
const err62 = {instancePath:instancePath+"/firm/rating",schemaPath:"#/properties/firm/properties/rating/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema77.properties.firm.properties.rating,data:data17};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data17.value !== undefined){
let data18 = data17.value;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 5 || isNaN(data18)){
const err63 = {instancePath:instancePath+"/firm/rating/value",schemaPath:"#/properties/firm/properties/rating/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema77.properties.firm.properties.rating.properties.value,data:data18};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data18 < 1 || isNaN(data18)){
const err64 = {instancePath:instancePath+"/firm/rating/value",schemaPath:"#/properties/firm/properties/rating/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema77.properties.firm.properties.rating.properties.value,data:data18};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/firm/rating/value",schemaPath:"#/properties/firm/properties/rating/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema77.properties.firm.properties.rating.properties.value.type,parentSchema:schema77.properties.firm.properties.rating.properties.value,data:data18};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data17.count !== undefined){
let data19 = data17.count;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
const err66 = {instancePath:instancePath+"/firm/rating/count",schemaPath:"#/properties/firm/properties/rating/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema77.properties.firm.properties.rating.properties.count,data:data19};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/firm/rating/count",schemaPath:"#/properties/firm/properties/rating/properties/count/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema77.properties.firm.properties.rating.properties.count.type,parentSchema:schema77.properties.firm.properties.rating.properties.count,data:data19};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/firm/rating",schemaPath:"#/properties/firm/properties/rating/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.firm.properties.rating.type,parentSchema:schema77.properties.firm.properties.rating,data:data17};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data1.offices !== undefined){
let data20 = data1.offices;
if(Array.isArray(data20)){
if(data20.length < 1){
const err69 = {instancePath:instancePath+"/firm/offices",schemaPath:"#/properties/firm/properties/offices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema77.properties.firm.properties.offices,data:data20};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const len0 = data20.length;
for(let i0=0; i0<len0; i0++){
let data21 = data20[i0];
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.name === undefined){
const err70 = {instancePath:instancePath+"/firm/offices/" + i0,schemaPath:"#/$defs/Office/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema76.required,parentSchema:schema76,data:data21};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data21.street === undefined){
const err71 = {instancePath:instancePath+"/firm/offices/" + i0,schemaPath:"#/$defs/Office/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'",schema:schema76.required,parentSchema:schema76,data:data21};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data21.city === undefined){
const err72 = {instancePath:instancePath+"/firm/offices/" + i0,schemaPath:"#/$defs/Office/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'",schema:schema76.required,parentSchema:schema76,data:data21};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data21.region === undefined){
const err73 = {instancePath:instancePath+"/firm/offices/" + i0,schemaPath:"#/$defs/Office/required",keyword:"required",params:{missingProperty: "region"},message:"must have required property '"+"region"+"'",schema:schema76.required,parentSchema:schema76,data:data21};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data21.postalCode === undefined){
const err74 = {instancePath:instancePath+"/firm/offices/" + i0,schemaPath:"#/$defs/Office/required",keyword:"required",params:{missingProperty: "postalCode"},message:"must have required property '"+"postalCode"+"'",schema:schema76.required,parentSchema:schema76,data:data21};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data21.phone === undefined){
const err75 = {instancePath:instancePath+"/firm/offices/" + i0,schemaPath:"#/$defs/Office/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema76.required,parentSchema:schema76,data:data21};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data21.mapUrl === undefined){
const err76 = {instancePath:instancePath+"/firm/offices/" + i0,schemaPath:"#/$defs/Office/required",keyword:"required",params:{missingProperty: "mapUrl"},message:"must have required property '"+"mapUrl"+"'",schema:schema76.required,parentSchema:schema76,data:data21};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
for(const key5 in data21){
if(!(((((((key5 === "name") || (key5 === "street")) || (key5 === "city")) || (key5 === "region")) || (key5 === "postalCode")) || (key5 === "phone")) || (key5 === "mapUrl"))){
const err77 = {instancePath:instancePath+"/firm/offices/" + i0,schemaPath:"#/$defs/Office/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data:data21};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data21.name !== undefined){
let data22 = data21.name;
if(typeof data22 === "string"){
if(func2(data22) < 1){
const err78 = {instancePath:instancePath+"/firm/offices/" + i0+"/name",schemaPath:"#/$defs/Office/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.name,data:data22};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/firm/offices/" + i0+"/name",schemaPath:"#/$defs/Office/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.name.type,parentSchema:schema76.properties.name,data:data22};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data21.street !== undefined){
let data23 = data21.street;
if(typeof data23 === "string"){
if(func2(data23) < 1){
const err80 = {instancePath:instancePath+"/firm/offices/" + i0+"/street",schemaPath:"#/$defs/Office/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.street,data:data23};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/firm/offices/" + i0+"/street",schemaPath:"#/$defs/Office/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.street.type,parentSchema:schema76.properties.street,data:data23};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data21.city !== undefined){
let data24 = data21.city;
if(typeof data24 === "string"){
if(func2(data24) < 1){
const err82 = {instancePath:instancePath+"/firm/offices/" + i0+"/city",schemaPath:"#/$defs/Office/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.city,data:data24};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/firm/offices/" + i0+"/city",schemaPath:"#/$defs/Office/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.city.type,parentSchema:schema76.properties.city,data:data24};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data21.region !== undefined){
let data25 = data21.region;
if(typeof data25 === "string"){
if(func2(data25) < 1){
const err84 = {instancePath:instancePath+"/firm/offices/" + i0+"/region",schemaPath:"#/$defs/Office/properties/region/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.region,data:data25};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/firm/offices/" + i0+"/region",schemaPath:"#/$defs/Office/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.region.type,parentSchema:schema76.properties.region,data:data25};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data21.postalCode !== undefined){
let data26 = data21.postalCode;
if(typeof data26 === "string"){
if(func2(data26) < 1){
const err86 = {instancePath:instancePath+"/firm/offices/" + i0+"/postalCode",schemaPath:"#/$defs/Office/properties/postalCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.postalCode,data:data26};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/firm/offices/" + i0+"/postalCode",schemaPath:"#/$defs/Office/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.postalCode.type,parentSchema:schema76.properties.postalCode,data:data26};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data21.phone !== undefined){
let data27 = data21.phone;
if(typeof data27 === "string"){
if(func2(data27) < 1){
const err88 = {instancePath:instancePath+"/firm/offices/" + i0+"/phone",schemaPath:"#/$defs/Office/properties/phone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.phone,data:data27};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/firm/offices/" + i0+"/phone",schemaPath:"#/$defs/Office/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.phone.type,parentSchema:schema76.properties.phone,data:data27};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data21.mapUrl !== undefined){
let data28 = data21.mapUrl;
if(typeof data28 === "string"){
if(func2(data28) < 1){
const err90 = {instancePath:instancePath+"/firm/offices/" + i0+"/mapUrl",schemaPath:"#/$defs/Office/properties/mapUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.mapUrl,data:data28};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(!pattern31.test(data28)){
const err91 = {instancePath:instancePath+"/firm/offices/" + i0+"/mapUrl",schemaPath:"#/$defs/Office/properties/mapUrl/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\"",schema:"^https://",parentSchema:schema76.properties.mapUrl,data:data28};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/firm/offices/" + i0+"/mapUrl",schemaPath:"#/$defs/Office/properties/mapUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.mapUrl.type,parentSchema:schema76.properties.mapUrl,data:data28};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/firm/offices/" + i0,schemaPath:"#/$defs/Office/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data:data21};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/firm/offices",schemaPath:"#/properties/firm/properties/offices/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema77.properties.firm.properties.offices.type,parentSchema:schema77.properties.firm.properties.offices,data:data20};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data1.timeZone !== undefined){
let data29 = data1.timeZone;
if(typeof data29 === "string"){
if(func2(data29) < 1){
const err95 = {instancePath:instancePath+"/firm/timeZone",schemaPath:"#/properties/firm/properties/timeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.firm.properties.timeZone,data:data29};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(!pattern39.test(data29)){
const err96 = {instancePath:instancePath+"/firm/timeZone",schemaPath:"#/properties/firm/properties/timeZone/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$"+"\"",schema:"^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$",parentSchema:schema77.properties.firm.properties.timeZone,data:data29};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/firm/timeZone",schemaPath:"#/properties/firm/properties/timeZone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.firm.properties.timeZone.type,parentSchema:schema77.properties.firm.properties.timeZone,data:data29};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/firm",schemaPath:"#/properties/firm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.firm.type,parentSchema:schema77.properties.firm,data:data1};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.prices !== undefined){
let data30 = data.prices;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key6 in data30){
let data31 = data30[key6];
if(typeof data31 === "string"){
if(func2(data31) < 1){
const err99 = {instancePath:instancePath+"/prices/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/prices/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.prices.additionalProperties,data:data31};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/prices/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/prices/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.prices.additionalProperties.type,parentSchema:schema77.properties.prices.additionalProperties,data:data31};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.prices.type,parentSchema:schema77.properties.prices,data:data30};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.figures !== undefined){
let data32 = data.figures;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key7 in data32){
let data33 = data32[key7];
if(typeof data33 === "string"){
if(func2(data33) < 1){
const err102 = {instancePath:instancePath+"/figures/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/figures/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.figures.additionalProperties,data:data33};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/figures/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/figures/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.figures.additionalProperties.type,parentSchema:schema77.properties.figures.additionalProperties,data:data33};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
else {
const err104 = {instancePath:instancePath+"/figures",schemaPath:"#/properties/figures/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.figures.type,parentSchema:schema77.properties.figures,data:data32};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.meta !== undefined){
let data34 = data.meta;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.siteUrl === undefined){
const err105 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "siteUrl"},message:"must have required property '"+"siteUrl"+"'",schema:schema77.properties.meta.required,parentSchema:schema77.properties.meta,data:data34};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(data34.titleSuffix === undefined){
const err106 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "titleSuffix"},message:"must have required property '"+"titleSuffix"+"'",schema:schema77.properties.meta.required,parentSchema:schema77.properties.meta,data:data34};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data34.locale === undefined){
const err107 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "locale"},message:"must have required property '"+"locale"+"'",schema:schema77.properties.meta.required,parentSchema:schema77.properties.meta,data:data34};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
for(const key8 in data34){
if(!(((((key8 === "siteUrl") || (key8 === "titleSuffix")) || (key8 === "locale")) || (key8 === "image")) || (key8 === "twitterCard"))){
const err108 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema77.properties.meta,data:data34};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data34.siteUrl !== undefined){
let data35 = data34.siteUrl;
if(typeof data35 === "string"){
if(func2(data35) < 1){
const err109 = {instancePath:instancePath+"/meta/siteUrl",schemaPath:"#/properties/meta/properties/siteUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.meta.properties.siteUrl,data:data35};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(!pattern40.test(data35)){
const err110 = {instancePath:instancePath+"/meta/siteUrl",schemaPath:"#/properties/meta/properties/siteUrl/pattern",keyword:"pattern",params:{pattern: "^https?://[^/]+$"},message:"must match pattern \""+"^https?://[^/]+$"+"\"",schema:"^https?://[^/]+$",parentSchema:schema77.properties.meta.properties.siteUrl,data:data35};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/meta/siteUrl",schemaPath:"#/properties/meta/properties/siteUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.meta.properties.siteUrl.type,parentSchema:schema77.properties.meta.properties.siteUrl,data:data35};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data34.titleSuffix !== undefined){
let data36 = data34.titleSuffix;
if(typeof data36 === "string"){
if(func2(data36) < 1){
const err112 = {instancePath:instancePath+"/meta/titleSuffix",schemaPath:"#/properties/meta/properties/titleSuffix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.meta.properties.titleSuffix,data:data36};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/meta/titleSuffix",schemaPath:"#/properties/meta/properties/titleSuffix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.meta.properties.titleSuffix.type,parentSchema:schema77.properties.meta.properties.titleSuffix,data:data36};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data34.locale !== undefined){
let data37 = data34.locale;
if(typeof data37 === "string"){
if(func2(data37) < 1){
const err114 = {instancePath:instancePath+"/meta/locale",schemaPath:"#/properties/meta/properties/locale/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.meta.properties.locale,data:data37};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
else {
const err115 = {instancePath:instancePath+"/meta/locale",schemaPath:"#/properties/meta/properties/locale/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.meta.properties.locale.type,parentSchema:schema77.properties.meta.properties.locale,data:data37};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data34.image !== undefined){
let data38 = data34.image;
if(typeof data38 === "string"){
if(func2(data38) < 1){
const err116 = {instancePath:instancePath+"/meta/image",schemaPath:"#/properties/meta/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.meta.properties.image,data:data38};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(!pattern2.test(data38)){
const err117 = {instancePath:instancePath+"/meta/image",schemaPath:"#/properties/meta/properties/image/pattern",keyword:"pattern",params:{pattern: "^images/"},message:"must match pattern \""+"^images/"+"\"",schema:"^images/",parentSchema:schema77.properties.meta.properties.image,data:data38};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/meta/image",schemaPath:"#/properties/meta/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.meta.properties.image.type,parentSchema:schema77.properties.meta.properties.image,data:data38};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data34.twitterCard !== undefined){
let data39 = data34.twitterCard;
if(typeof data39 !== "string"){
const err119 = {instancePath:instancePath+"/meta/twitterCard",schemaPath:"#/properties/meta/properties/twitterCard/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.meta.properties.twitterCard.type,parentSchema:schema77.properties.meta.properties.twitterCard,data:data39};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(!((data39 === "summary") || (data39 === "summary_large_image"))){
const err120 = {instancePath:instancePath+"/meta/twitterCard",schemaPath:"#/properties/meta/properties/twitterCard/enum",keyword:"enum",params:{allowedValues: schema77.properties.meta.properties.twitterCard.enum},message:"must be equal to one of the allowed values",schema:schema77.properties.meta.properties.twitterCard.enum,parentSchema:schema77.properties.meta.properties.twitterCard,data:data39};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
else {
const err121 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.meta.type,parentSchema:schema77.properties.meta,data:data34};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data.header !== undefined){
let data40 = data.header;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.logo === undefined){
const err122 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "logo"},message:"must have required property '"+"logo"+"'",schema:schema77.properties.header.required,parentSchema:schema77.properties.header,data:data40};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data40.logoLabel === undefined){
const err123 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "logoLabel"},message:"must have required property '"+"logoLabel"+"'",schema:schema77.properties.header.required,parentSchema:schema77.properties.header,data:data40};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data40.menu === undefined){
const err124 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "menu"},message:"must have required property '"+"menu"+"'",schema:schema77.properties.header.required,parentSchema:schema77.properties.header,data:data40};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data40.actions === undefined){
const err125 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'",schema:schema77.properties.header.required,parentSchema:schema77.properties.header,data:data40};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data40.openMenuLabel === undefined){
const err126 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "openMenuLabel"},message:"must have required property '"+"openMenuLabel"+"'",schema:schema77.properties.header.required,parentSchema:schema77.properties.header,data:data40};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data40.closeMenuLabel === undefined){
const err127 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/required",keyword:"required",params:{missingProperty: "closeMenuLabel"},message:"must have required property '"+"closeMenuLabel"+"'",schema:schema77.properties.header.required,parentSchema:schema77.properties.header,data:data40};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
for(const key9 in data40){
if(!((((((key9 === "logo") || (key9 === "logoLabel")) || (key9 === "menu")) || (key9 === "actions")) || (key9 === "openMenuLabel")) || (key9 === "closeMenuLabel"))){
const err128 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema77.properties.header,data:data40};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data40.logo !== undefined){
let data41 = data40.logo;
if(typeof data41 === "string"){
if(func2(data41) < 1){
const err129 = {instancePath:instancePath+"/header/logo",schemaPath:"#/properties/header/properties/logo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.header.properties.logo,data:data41};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
else {
const err130 = {instancePath:instancePath+"/header/logo",schemaPath:"#/properties/header/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.header.properties.logo.type,parentSchema:schema77.properties.header.properties.logo,data:data41};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data40.logoLabel !== undefined){
let data42 = data40.logoLabel;
if(typeof data42 === "string"){
if(func2(data42) < 1){
const err131 = {instancePath:instancePath+"/header/logoLabel",schemaPath:"#/properties/header/properties/logoLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.header.properties.logoLabel,data:data42};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
else {
const err132 = {instancePath:instancePath+"/header/logoLabel",schemaPath:"#/properties/header/properties/logoLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.header.properties.logoLabel.type,parentSchema:schema77.properties.header.properties.logoLabel,data:data42};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data40.menu !== undefined){
let data43 = data40.menu;
if(Array.isArray(data43)){
if(data43.length < 1){
const err133 = {instancePath:instancePath+"/header/menu",schemaPath:"#/properties/header/properties/menu/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema77.properties.header.properties.menu,data:data43};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
const len1 = data43.length;
for(let i1=0; i1<len1; i1++){
if(!(validate98(data43[i1], {instancePath:instancePath+"/header/menu/" + i1,parentData:data43,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
}
}
else {
const err134 = {instancePath:instancePath+"/header/menu",schemaPath:"#/properties/header/properties/menu/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema77.properties.header.properties.menu.type,parentSchema:schema77.properties.header.properties.menu,data:data43};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data40.actions !== undefined){
let data45 = data40.actions;
if(Array.isArray(data45)){
if(data45.length < 1){
const err135 = {instancePath:instancePath+"/header/actions",schemaPath:"#/properties/header/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema77.properties.header.properties.actions,data:data45};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
const len2 = data45.length;
for(let i2=0; i2<len2; i2++){
if(!(validate12(data45[i2], {instancePath:instancePath+"/header/actions/" + i2,parentData:data45,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err136 = {instancePath:instancePath+"/header/actions",schemaPath:"#/properties/header/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema77.properties.header.properties.actions.type,parentSchema:schema77.properties.header.properties.actions,data:data45};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data40.openMenuLabel !== undefined){
let data47 = data40.openMenuLabel;
if(typeof data47 === "string"){
if(func2(data47) < 1){
const err137 = {instancePath:instancePath+"/header/openMenuLabel",schemaPath:"#/properties/header/properties/openMenuLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.header.properties.openMenuLabel,data:data47};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
else {
const err138 = {instancePath:instancePath+"/header/openMenuLabel",schemaPath:"#/properties/header/properties/openMenuLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.header.properties.openMenuLabel.type,parentSchema:schema77.properties.header.properties.openMenuLabel,data:data47};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data40.closeMenuLabel !== undefined){
let data48 = data40.closeMenuLabel;
if(typeof data48 === "string"){
if(func2(data48) < 1){
const err139 = {instancePath:instancePath+"/header/closeMenuLabel",schemaPath:"#/properties/header/properties/closeMenuLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.header.properties.closeMenuLabel,data:data48};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
else {
const err140 = {instancePath:instancePath+"/header/closeMenuLabel",schemaPath:"#/properties/header/properties/closeMenuLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.header.properties.closeMenuLabel.type,parentSchema:schema77.properties.header.properties.closeMenuLabel,data:data48};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
else {
const err141 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.header.type,parentSchema:schema77.properties.header,data:data40};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data.footer !== undefined){
let data49 = data.footer;
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
if(data49.about === undefined){
const err142 = {instancePath:instancePath+"/footer",schemaPath:"#/properties/footer/required",keyword:"required",params:{missingProperty: "about"},message:"must have required property '"+"about"+"'",schema:schema77.properties.footer.required,parentSchema:schema77.properties.footer,data:data49};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(data49.columns === undefined){
const err143 = {instancePath:instancePath+"/footer",schemaPath:"#/properties/footer/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'",schema:schema77.properties.footer.required,parentSchema:schema77.properties.footer,data:data49};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(data49.portal === undefined){
const err144 = {instancePath:instancePath+"/footer",schemaPath:"#/properties/footer/required",keyword:"required",params:{missingProperty: "portal"},message:"must have required property '"+"portal"+"'",schema:schema77.properties.footer.required,parentSchema:schema77.properties.footer,data:data49};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(data49.copyright === undefined){
const err145 = {instancePath:instancePath+"/footer",schemaPath:"#/properties/footer/required",keyword:"required",params:{missingProperty: "copyright"},message:"must have required property '"+"copyright"+"'",schema:schema77.properties.footer.required,parentSchema:schema77.properties.footer,data:data49};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
for(const key10 in data49){
if(!(((((key10 === "about") || (key10 === "columns")) || (key10 === "contact")) || (key10 === "portal")) || (key10 === "copyright"))){
const err146 = {instancePath:instancePath+"/footer",schemaPath:"#/properties/footer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema77.properties.footer,data:data49};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data49.about !== undefined){
let data50 = data49.about;
if(typeof data50 === "string"){
if(func2(data50) < 1){
const err147 = {instancePath:instancePath+"/footer/about",schemaPath:"#/properties/footer/properties/about/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.footer.properties.about,data:data50};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/footer/about",schemaPath:"#/properties/footer/properties/about/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.footer.properties.about.type,parentSchema:schema77.properties.footer.properties.about,data:data50};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data49.columns !== undefined){
let data51 = data49.columns;
if(Array.isArray(data51)){
if(data51.length < 1){
const err149 = {instancePath:instancePath+"/footer/columns",schemaPath:"#/properties/footer/properties/columns/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema77.properties.footer.properties.columns,data:data51};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
const len3 = data51.length;
for(let i3=0; i3<len3; i3++){
let data52 = data51[i3];
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
if(data52.heading === undefined){
const err150 = {instancePath:instancePath+"/footer/columns/" + i3,schemaPath:"#/properties/footer/properties/columns/items/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'",schema:schema77.properties.footer.properties.columns.items.required,parentSchema:schema77.properties.footer.properties.columns.items,data:data52};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(data52.links === undefined){
const err151 = {instancePath:instancePath+"/footer/columns/" + i3,schemaPath:"#/properties/footer/properties/columns/items/required",keyword:"required",params:{missingProperty: "links"},message:"must have required property '"+"links"+"'",schema:schema77.properties.footer.properties.columns.items.required,parentSchema:schema77.properties.footer.properties.columns.items,data:data52};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
for(const key11 in data52){
if(!((key11 === "heading") || (key11 === "links"))){
const err152 = {instancePath:instancePath+"/footer/columns/" + i3,schemaPath:"#/properties/footer/properties/columns/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema77.properties.footer.properties.columns.items,data:data52};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data52.heading !== undefined){
let data53 = data52.heading;
if(typeof data53 === "string"){
if(func2(data53) < 1){
const err153 = {instancePath:instancePath+"/footer/columns/" + i3+"/heading",schemaPath:"#/properties/footer/properties/columns/items/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.footer.properties.columns.items.properties.heading,data:data53};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/footer/columns/" + i3+"/heading",schemaPath:"#/properties/footer/properties/columns/items/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.footer.properties.columns.items.properties.heading.type,parentSchema:schema77.properties.footer.properties.columns.items.properties.heading,data:data53};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data52.links !== undefined){
let data54 = data52.links;
if(Array.isArray(data54)){
if(data54.length < 1){
const err155 = {instancePath:instancePath+"/footer/columns/" + i3+"/links",schemaPath:"#/properties/footer/properties/columns/items/properties/links/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema77.properties.footer.properties.columns.items.properties.links,data:data54};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
const len4 = data54.length;
for(let i4=0; i4<len4; i4++){
if(!(validate12(data54[i4], {instancePath:instancePath+"/footer/columns/" + i3+"/links/" + i4,parentData:data54,parentDataProperty:i4,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err156 = {instancePath:instancePath+"/footer/columns/" + i3+"/links",schemaPath:"#/properties/footer/properties/columns/items/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema77.properties.footer.properties.columns.items.properties.links.type,parentSchema:schema77.properties.footer.properties.columns.items.properties.links,data:data54};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
}
else {
const err157 = {instancePath:instancePath+"/footer/columns/" + i3,schemaPath:"#/properties/footer/properties/columns/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.footer.properties.columns.items.type,parentSchema:schema77.properties.footer.properties.columns.items,data:data52};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath:instancePath+"/footer/columns",schemaPath:"#/properties/footer/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema77.properties.footer.properties.columns.type,parentSchema:schema77.properties.footer.properties.columns,data:data51};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data49.contact !== undefined){
let data56 = data49.contact;
if(Array.isArray(data56)){
if(data56.length < 1){
const err159 = {instancePath:instancePath+"/footer/contact",schemaPath:"#/properties/footer/properties/contact/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema77.properties.footer.properties.contact,data:data56};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
const len5 = data56.length;
for(let i5=0; i5<len5; i5++){
if(!(validate16(data56[i5], {instancePath:instancePath+"/footer/contact/" + i5,parentData:data56,parentDataProperty:i5,rootData}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
}
}
else {
const err160 = {instancePath:instancePath+"/footer/contact",schemaPath:"#/properties/footer/properties/contact/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema77.properties.footer.properties.contact.type,parentSchema:schema77.properties.footer.properties.contact,data:data56};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data49.portal !== undefined){
if(!(validate12(data49.portal, {instancePath:instancePath+"/footer/portal",parentData:data49,parentDataProperty:"portal",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
if(data49.copyright !== undefined){
let data59 = data49.copyright;
if(typeof data59 === "string"){
if(func2(data59) < 1){
const err161 = {instancePath:instancePath+"/footer/copyright",schemaPath:"#/properties/footer/properties/copyright/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.footer.properties.copyright,data:data59};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
else {
const err162 = {instancePath:instancePath+"/footer/copyright",schemaPath:"#/properties/footer/properties/copyright/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.footer.properties.copyright.type,parentSchema:schema77.properties.footer.properties.copyright,data:data59};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
else {
const err163 = {instancePath:instancePath+"/footer",schemaPath:"#/properties/footer/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.footer.type,parentSchema:schema77.properties.footer,data:data49};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data.strings !== undefined){
let data60 = data.strings;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.skipToContent === undefined){
const err164 = {instancePath:instancePath+"/strings",schemaPath:"#/properties/strings/required",keyword:"required",params:{missingProperty: "skipToContent"},message:"must have required property '"+"skipToContent"+"'",schema:schema77.properties.strings.required,parentSchema:schema77.properties.strings,data:data60};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(data60.sending === undefined){
const err165 = {instancePath:instancePath+"/strings",schemaPath:"#/properties/strings/required",keyword:"required",params:{missingProperty: "sending"},message:"must have required property '"+"sending"+"'",schema:schema77.properties.strings.required,parentSchema:schema77.properties.strings,data:data60};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(data60.scrollToTop === undefined){
const err166 = {instancePath:instancePath+"/strings",schemaPath:"#/properties/strings/required",keyword:"required",params:{missingProperty: "scrollToTop"},message:"must have required property '"+"scrollToTop"+"'",schema:schema77.properties.strings.required,parentSchema:schema77.properties.strings,data:data60};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data60.newTab === undefined){
const err167 = {instancePath:instancePath+"/strings",schemaPath:"#/properties/strings/required",keyword:"required",params:{missingProperty: "newTab"},message:"must have required property '"+"newTab"+"'",schema:schema77.properties.strings.required,parentSchema:schema77.properties.strings,data:data60};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(data60.required === undefined){
const err168 = {instancePath:instancePath+"/strings",schemaPath:"#/properties/strings/required",keyword:"required",params:{missingProperty: "required"},message:"must have required property '"+"required"+"'",schema:schema77.properties.strings.required,parentSchema:schema77.properties.strings,data:data60};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if(data60.close === undefined){
const err169 = {instancePath:instancePath+"/strings",schemaPath:"#/properties/strings/required",keyword:"required",params:{missingProperty: "close"},message:"must have required property '"+"close"+"'",schema:schema77.properties.strings.required,parentSchema:schema77.properties.strings,data:data60};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(data60.notifications === undefined){
const err170 = {instancePath:instancePath+"/strings",schemaPath:"#/properties/strings/required",keyword:"required",params:{missingProperty: "notifications"},message:"must have required property '"+"notifications"+"'",schema:schema77.properties.strings.required,parentSchema:schema77.properties.strings,data:data60};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(data60.rating === undefined){
const err171 = {instancePath:instancePath+"/strings",schemaPath:"#/properties/strings/required",keyword:"required",params:{missingProperty: "rating"},message:"must have required property '"+"rating"+"'",schema:schema77.properties.strings.required,parentSchema:schema77.properties.strings,data:data60};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if(data60.cookie === undefined){
const err172 = {instancePath:instancePath+"/strings",schemaPath:"#/properties/strings/required",keyword:"required",params:{missingProperty: "cookie"},message:"must have required property '"+"cookie"+"'",schema:schema77.properties.strings.required,parentSchema:schema77.properties.strings,data:data60};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
for(const key12 in data60){
if(!(func46.call(schema77.properties.strings.properties, key12))){
const err173 = {instancePath:instancePath+"/strings",schemaPath:"#/properties/strings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema77.properties.strings,data:data60};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data60.skipToContent !== undefined){
let data61 = data60.skipToContent;
if(typeof data61 === "string"){
if(func2(data61) < 1){
const err174 = {instancePath:instancePath+"/strings/skipToContent",schemaPath:"#/properties/strings/properties/skipToContent/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.skipToContent,data:data61};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
else {
const err175 = {instancePath:instancePath+"/strings/skipToContent",schemaPath:"#/properties/strings/properties/skipToContent/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.skipToContent.type,parentSchema:schema77.properties.strings.properties.skipToContent,data:data61};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data60.sending !== undefined){
let data62 = data60.sending;
if(typeof data62 === "string"){
if(func2(data62) < 1){
const err176 = {instancePath:instancePath+"/strings/sending",schemaPath:"#/properties/strings/properties/sending/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.sending,data:data62};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
else {
const err177 = {instancePath:instancePath+"/strings/sending",schemaPath:"#/properties/strings/properties/sending/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.sending.type,parentSchema:schema77.properties.strings.properties.sending,data:data62};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data60.scrollToTop !== undefined){
let data63 = data60.scrollToTop;
if(typeof data63 === "string"){
if(func2(data63) < 1){
const err178 = {instancePath:instancePath+"/strings/scrollToTop",schemaPath:"#/properties/strings/properties/scrollToTop/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.scrollToTop,data:data63};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
else {
const err179 = {instancePath:instancePath+"/strings/scrollToTop",schemaPath:"#/properties/strings/properties/scrollToTop/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.scrollToTop.type,parentSchema:schema77.properties.strings.properties.scrollToTop,data:data63};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data60.newTab !== undefined){
let data64 = data60.newTab;
if(typeof data64 === "string"){
if(func2(data64) < 1){
const err180 = {instancePath:instancePath+"/strings/newTab",schemaPath:"#/properties/strings/properties/newTab/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.newTab,data:data64};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
else {
const err181 = {instancePath:instancePath+"/strings/newTab",schemaPath:"#/properties/strings/properties/newTab/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.newTab.type,parentSchema:schema77.properties.strings.properties.newTab,data:data64};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data60.required !== undefined){
let data65 = data60.required;
if(typeof data65 === "string"){
if(func2(data65) < 1){
const err182 = {instancePath:instancePath+"/strings/required",schemaPath:"#/properties/strings/properties/required/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.required,data:data65};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
else {
const err183 = {instancePath:instancePath+"/strings/required",schemaPath:"#/properties/strings/properties/required/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.required.type,parentSchema:schema77.properties.strings.properties.required,data:data65};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data60.close !== undefined){
let data66 = data60.close;
if(typeof data66 === "string"){
if(func2(data66) < 1){
const err184 = {instancePath:instancePath+"/strings/close",schemaPath:"#/properties/strings/properties/close/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.close,data:data66};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
else {
const err185 = {instancePath:instancePath+"/strings/close",schemaPath:"#/properties/strings/properties/close/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.close.type,parentSchema:schema77.properties.strings.properties.close,data:data66};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data60.notifications !== undefined){
let data67 = data60.notifications;
if(typeof data67 === "string"){
if(func2(data67) < 1){
const err186 = {instancePath:instancePath+"/strings/notifications",schemaPath:"#/properties/strings/properties/notifications/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.notifications,data:data67};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
else {
const err187 = {instancePath:instancePath+"/strings/notifications",schemaPath:"#/properties/strings/properties/notifications/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.notifications.type,parentSchema:schema77.properties.strings.properties.notifications,data:data67};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data60.rating !== undefined){
let data68 = data60.rating;
if(typeof data68 === "string"){
if(func2(data68) < 1){
const err188 = {instancePath:instancePath+"/strings/rating",schemaPath:"#/properties/strings/properties/rating/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.rating,data:data68};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
else {
const err189 = {instancePath:instancePath+"/strings/rating",schemaPath:"#/properties/strings/properties/rating/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.rating.type,parentSchema:schema77.properties.strings.properties.rating,data:data68};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data60.cookie !== undefined){
let data69 = data60.cookie;
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
if(data69.title === undefined){
const err190 = {instancePath:instancePath+"/strings/cookie",schemaPath:"#/properties/strings/properties/cookie/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema77.properties.strings.properties.cookie.required,parentSchema:schema77.properties.strings.properties.cookie,data:data69};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(data69.text === undefined){
const err191 = {instancePath:instancePath+"/strings/cookie",schemaPath:"#/properties/strings/properties/cookie/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema77.properties.strings.properties.cookie.required,parentSchema:schema77.properties.strings.properties.cookie,data:data69};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(data69.accept === undefined){
const err192 = {instancePath:instancePath+"/strings/cookie",schemaPath:"#/properties/strings/properties/cookie/required",keyword:"required",params:{missingProperty: "accept"},message:"must have required property '"+"accept"+"'",schema:schema77.properties.strings.properties.cookie.required,parentSchema:schema77.properties.strings.properties.cookie,data:data69};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if(data69.decline === undefined){
const err193 = {instancePath:instancePath+"/strings/cookie",schemaPath:"#/properties/strings/properties/cookie/required",keyword:"required",params:{missingProperty: "decline"},message:"must have required property '"+"decline"+"'",schema:schema77.properties.strings.properties.cookie.required,parentSchema:schema77.properties.strings.properties.cookie,data:data69};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
if(data69.policy === undefined){
const err194 = {instancePath:instancePath+"/strings/cookie",schemaPath:"#/properties/strings/properties/cookie/required",keyword:"required",params:{missingProperty: "policy"},message:"must have required property '"+"policy"+"'",schema:schema77.properties.strings.properties.cookie.required,parentSchema:schema77.properties.strings.properties.cookie,data:data69};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
for(const key13 in data69){
if(!(((((key13 === "title") || (key13 === "text")) || (key13 === "accept")) || (key13 === "decline")) || (key13 === "policy"))){
const err195 = {instancePath:instancePath+"/strings/cookie",schemaPath:"#/properties/strings/properties/cookie/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema77.properties.strings.properties.cookie,data:data69};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
if(data69.title !== undefined){
let data70 = data69.title;
if(typeof data70 === "string"){
if(func2(data70) < 1){
const err196 = {instancePath:instancePath+"/strings/cookie/title",schemaPath:"#/properties/strings/properties/cookie/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.cookie.properties.title,data:data70};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
else {
const err197 = {instancePath:instancePath+"/strings/cookie/title",schemaPath:"#/properties/strings/properties/cookie/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.cookie.properties.title.type,parentSchema:schema77.properties.strings.properties.cookie.properties.title,data:data70};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data69.text !== undefined){
let data71 = data69.text;
if(typeof data71 === "string"){
if(func2(data71) < 1){
const err198 = {instancePath:instancePath+"/strings/cookie/text",schemaPath:"#/properties/strings/properties/cookie/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.cookie.properties.text,data:data71};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
else {
const err199 = {instancePath:instancePath+"/strings/cookie/text",schemaPath:"#/properties/strings/properties/cookie/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.cookie.properties.text.type,parentSchema:schema77.properties.strings.properties.cookie.properties.text,data:data71};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
if(data69.accept !== undefined){
let data72 = data69.accept;
if(typeof data72 === "string"){
if(func2(data72) < 1){
const err200 = {instancePath:instancePath+"/strings/cookie/accept",schemaPath:"#/properties/strings/properties/cookie/properties/accept/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.cookie.properties.accept,data:data72};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
else {
const err201 = {instancePath:instancePath+"/strings/cookie/accept",schemaPath:"#/properties/strings/properties/cookie/properties/accept/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.cookie.properties.accept.type,parentSchema:schema77.properties.strings.properties.cookie.properties.accept,data:data72};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
if(data69.decline !== undefined){
let data73 = data69.decline;
if(typeof data73 === "string"){
if(func2(data73) < 1){
const err202 = {instancePath:instancePath+"/strings/cookie/decline",schemaPath:"#/properties/strings/properties/cookie/properties/decline/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema77.properties.strings.properties.cookie.properties.decline,data:data73};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
else {
const err203 = {instancePath:instancePath+"/strings/cookie/decline",schemaPath:"#/properties/strings/properties/cookie/properties/decline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.strings.properties.cookie.properties.decline.type,parentSchema:schema77.properties.strings.properties.cookie.properties.decline,data:data73};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
if(data69.policy !== undefined){
if(!(validate12(data69.policy, {instancePath:instancePath+"/strings/cookie/policy",parentData:data69,parentDataProperty:"policy",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err204 = {instancePath:instancePath+"/strings/cookie",schemaPath:"#/properties/strings/properties/cookie/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.strings.properties.cookie.type,parentSchema:schema77.properties.strings.properties.cookie,data:data69};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
}
else {
const err205 = {instancePath:instancePath+"/strings",schemaPath:"#/properties/strings/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.strings.type,parentSchema:schema77.properties.strings,data:data60};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
}
else {
const err206 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.type,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}

export const ServerTestimonial = validate109;
const schema79 = {"title":"Testimonial","type":"object","description":"A testimonial the server returns to the home page carousel.","properties":{"name":{"title":"Client's name","type":"string","minLength":1,"description":"The client's name.","examples":["Robert Chen"]},"title":{"title":"Client's title or business","type":"string","minLength":1,"description":"The client's title or business.","examples":["Owner, Chen Auto Repair"]},"content":{"title":"What the client said","type":"string","minLength":1,"description":"What the client said.","examples":["They saved my business thousands."]},"rating":{"title":"Stars","type":"number","description":"Stars out of 5; 5 when left out.","examples":[5],"minimum":1,"maximum":5}},"required":["name","title","content"],"additionalProperties":false,"examples":[{"name":"Robert Chen","title":"Owner, Chen Auto Repair","content":"They saved my business thousands.","rating":5}]};

function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "title")) || (key0 === "content")) || (key0 === "rating"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema79.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.name.type,parentSchema:schema79.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema79.properties.title,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.title.type,parentSchema:schema79.properties.title,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.content !== undefined){
let data2 = data.content;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema79.properties.content,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.content.type,parentSchema:schema79.properties.content,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.rating !== undefined){
let data3 = data.rating;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 5 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema79.properties.rating,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema79.properties.rating,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema79.properties.rating.type,parentSchema:schema79.properties.rating,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.type,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate109.errors = vErrors;
return errors === 0;
}

export const TestimonialsFile = validate110;
const schema80 = {"title":"Testimonials","type":"object","description":"site/testimonials.yaml: the testimonials the server returns.","properties":{"$schema":{"type":"string","title":"Schema","description":"The schema this file follows (for editors)."},"testimonials":{"title":"Testimonials","type":"array","description":"The testimonials, in the order shown.","items":{"$ref":"#/$defs/ServerTestimonial"},"minItems":1,"examples":[[{"name":"Robert Chen","title":"Owner","content":"Great."}]]}},"required":["testimonials"],"additionalProperties":false,"examples":[{"testimonials":[{"name":"Robert Chen","title":"Owner","content":"Great."}]}]};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.testimonials === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "testimonials"},message:"must have required property '"+"testimonials"+"'",schema:schema80.required,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "$schema") || (key0 === "testimonials"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
let data0 = data.$schema;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.properties.$schema.type,parentSchema:schema80.properties.$schema,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.testimonials !== undefined){
let data1 = data.testimonials;
if(Array.isArray(data1)){
if(data1.length < 1){
const err3 = {instancePath:instancePath+"/testimonials",schemaPath:"#/properties/testimonials/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema80.properties.testimonials,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err4 = {instancePath:instancePath+"/testimonials/" + i0,schemaPath:"#/$defs/ServerTestimonial/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema79.required,parentSchema:schema79,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.title === undefined){
const err5 = {instancePath:instancePath+"/testimonials/" + i0,schemaPath:"#/$defs/ServerTestimonial/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema79.required,parentSchema:schema79,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.content === undefined){
const err6 = {instancePath:instancePath+"/testimonials/" + i0,schemaPath:"#/$defs/ServerTestimonial/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'",schema:schema79.required,parentSchema:schema79,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "name") || (key1 === "title")) || (key1 === "content")) || (key1 === "rating"))){
const err7 = {instancePath:instancePath+"/testimonials/" + i0,schemaPath:"#/$defs/ServerTestimonial/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema79,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err8 = {instancePath:instancePath+"/testimonials/" + i0+"/name",schemaPath:"#/$defs/ServerTestimonial/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema79.properties.name,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/testimonials/" + i0+"/name",schemaPath:"#/$defs/ServerTestimonial/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.name.type,parentSchema:schema79.properties.name,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.title !== undefined){
let data4 = data2.title;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err10 = {instancePath:instancePath+"/testimonials/" + i0+"/title",schemaPath:"#/$defs/ServerTestimonial/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema79.properties.title,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/testimonials/" + i0+"/title",schemaPath:"#/$defs/ServerTestimonial/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.title.type,parentSchema:schema79.properties.title,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.content !== undefined){
let data5 = data2.content;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err12 = {instancePath:instancePath+"/testimonials/" + i0+"/content",schemaPath:"#/$defs/ServerTestimonial/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema79.properties.content,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/testimonials/" + i0+"/content",schemaPath:"#/$defs/ServerTestimonial/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.content.type,parentSchema:schema79.properties.content,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.rating !== undefined){
let data6 = data2.rating;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 5 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/testimonials/" + i0+"/rating",schemaPath:"#/$defs/ServerTestimonial/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema79.properties.rating,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/testimonials/" + i0+"/rating",schemaPath:"#/$defs/ServerTestimonial/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema79.properties.rating,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/testimonials/" + i0+"/rating",schemaPath:"#/$defs/ServerTestimonial/properties/rating/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema79.properties.rating.type,parentSchema:schema79.properties.rating,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/testimonials/" + i0,schemaPath:"#/$defs/ServerTestimonial/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.type,parentSchema:schema79,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/testimonials",schemaPath:"#/properties/testimonials/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema80.properties.testimonials.type,parentSchema:schema80.properties.testimonials,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema80.type,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate110.errors = vErrors;
return errors === 0;
}

export const ContactMessage = validate111;
const schema82 = {"title":"Contact message","type":"object","description":"A message sent to POST /api/contact by the contact form or the payroll quote form.","properties":{"fullName":{"title":"Full name","type":"string","minLength":1,"description":"The visitor's full name.","examples":["Jane Doe"],"maxLength":120,"pattern":"^[^\\r\\n]*$","not":{"type":"string","pattern":"[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ud800-\\udfff]"}},"email":{"title":"Email address","type":"string","minLength":1,"description":"The visitor's email address.","examples":["jane@example.com"],"maxLength":254,"pattern":"^[^\\r\\n]*$","not":{"type":"string","pattern":"[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ud800-\\udfff]"},"format":"email"},"phone":{"title":"Phone number","type":"string","minLength":1,"description":"The visitor's phone number.","examples":["(916) 555-0111"],"maxLength":40,"pattern":"^[^\\r\\n]*$","not":{"type":"string","pattern":"[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ud800-\\udfff]"}},"subject":{"title":"Subject","type":"string","minLength":1,"description":"The subject of the message.","examples":["Question about my return"],"maxLength":200,"pattern":"^[^\\r\\n]*$","not":{"type":"string","pattern":"[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ud800-\\udfff]"}},"message":{"title":"Message","type":"string","maxLength":5000,"not":{"type":"string","pattern":"[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ud800-\\udfff]"},"description":"The message itself.","examples":["When can we meet?"]},"companyName":{"title":"Company name","type":"string","minLength":1,"description":"The company asking for a payroll quote.","examples":["Doe Landscaping"],"maxLength":160,"pattern":"^[^\\r\\n]*$","not":{"type":"string","pattern":"[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ud800-\\udfff]"}},"employeeCount":{"title":"Number of employees","type":"string","enum":["1-5","6-10","11-25","26-50","51-100","100+"],"description":"How many employees the company has.","examples":["6-10"]}},"required":["fullName","email","phone","subject","message"],"additionalProperties":false,"examples":[{"fullName":"Jane Doe","email":"jane@example.com","phone":"(916) 555-0111","subject":"Question","message":"Hello"}]};
const pattern42 = new RegExp("[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ud800-\\udfff]", "u");
const pattern43 = new RegExp("^[^\\r\\n]*$", "u");

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fullName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fullName"},message:"must have required property '"+"fullName"+"'",schema:schema82.required,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema82.required,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.phone === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema82.required,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.subject === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'",schema:schema82.required,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.message === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema82.required,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "fullName") || (key0 === "email")) || (key0 === "phone")) || (key0 === "subject")) || (key0 === "message")) || (key0 === "companyName")) || (key0 === "employeeCount"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.fullName !== undefined){
let data0 = data.fullName;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data0 === "string"){
if(!pattern42.test(data0)){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid1 = _errs5 === errors;
if(valid1){
const err8 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema82.properties.fullName.not,parentSchema:schema82.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 120){
const err9 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters",schema:120,parentSchema:schema82.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func2(data0) < 1){
const err10 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema82.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern43.test(data0)){
const err11 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\"",schema:"^[^\\r\\n]*$",parentSchema:schema82.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.fullName.type,parentSchema:schema82.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.email !== undefined){
let data1 = data.email;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data1 === "string"){
if(!pattern42.test(data1)){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var valid2 = _errs10 === errors;
if(valid2){
const err15 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema82.properties.email.not,parentSchema:schema82.properties.email,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
if(typeof data1 === "string"){
if(func2(data1) > 254){
const err16 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema82.properties.email,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data1) < 1){
const err17 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema82.properties.email,data:data1};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern43.test(data1)){
const err18 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\"",schema:"^[^\\r\\n]*$",parentSchema:schema82.properties.email,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats0.test(data1))){
const err19 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema82.properties.email,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.email.type,parentSchema:schema82.properties.email,data:data1};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.phone !== undefined){
let data2 = data.phone;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data2 === "string"){
if(!pattern42.test(data2)){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var valid3 = _errs15 === errors;
if(valid3){
const err23 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema82.properties.phone.not,parentSchema:schema82.properties.phone,data:data2};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 40){
const err24 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema82.properties.phone,data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func2(data2) < 1){
const err25 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema82.properties.phone,data:data2};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern43.test(data2)){
const err26 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\"",schema:"^[^\\r\\n]*$",parentSchema:schema82.properties.phone,data:data2};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.phone.type,parentSchema:schema82.properties.phone,data:data2};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.subject !== undefined){
let data3 = data.subject;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data3 === "string"){
if(!pattern42.test(data3)){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var valid4 = _errs20 === errors;
if(valid4){
const err30 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema82.properties.subject.not,parentSchema:schema82.properties.subject,data:data3};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 200){
const err31 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema82.properties.subject,data:data3};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func2(data3) < 1){
const err32 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema82.properties.subject,data:data3};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern43.test(data3)){
const err33 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\"",schema:"^[^\\r\\n]*$",parentSchema:schema82.properties.subject,data:data3};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.subject.type,parentSchema:schema82.properties.subject,data:data3};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.message !== undefined){
let data4 = data.message;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data4 === "string"){
if(!pattern42.test(data4)){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var valid5 = _errs25 === errors;
if(valid5){
const err37 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema82.properties.message.not,parentSchema:schema82.properties.message,data:data4};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 5000){
const err38 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema82.properties.message,data:data4};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.message.type,parentSchema:schema82.properties.message,data:data4};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.companyName !== undefined){
let data5 = data.companyName;
const _errs29 = errors;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data5 === "string"){
if(!pattern42.test(data5)){
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
var valid6 = _errs30 === errors;
if(valid6){
const err42 = {instancePath:instancePath+"/companyName",schemaPath:"#/properties/companyName/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema82.properties.companyName.not,parentSchema:schema82.properties.companyName,data:data5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
if(typeof data5 === "string"){
if(func2(data5) > 160){
const err43 = {instancePath:instancePath+"/companyName",schemaPath:"#/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters",schema:160,parentSchema:schema82.properties.companyName,data:data5};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func2(data5) < 1){
const err44 = {instancePath:instancePath+"/companyName",schemaPath:"#/properties/companyName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema82.properties.companyName,data:data5};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!pattern43.test(data5)){
const err45 = {instancePath:instancePath+"/companyName",schemaPath:"#/properties/companyName/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\"",schema:"^[^\\r\\n]*$",parentSchema:schema82.properties.companyName,data:data5};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/companyName",schemaPath:"#/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.companyName.type,parentSchema:schema82.properties.companyName,data:data5};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.employeeCount !== undefined){
let data6 = data.employeeCount;
if(typeof data6 !== "string"){
const err47 = {instancePath:instancePath+"/employeeCount",schemaPath:"#/properties/employeeCount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.employeeCount.type,parentSchema:schema82.properties.employeeCount,data:data6};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!((((((data6 === "1-5") || (data6 === "6-10")) || (data6 === "11-25")) || (data6 === "26-50")) || (data6 === "51-100")) || (data6 === "100+"))){
const err48 = {instancePath:instancePath+"/employeeCount",schemaPath:"#/properties/employeeCount/enum",keyword:"enum",params:{allowedValues: schema82.properties.employeeCount.enum},message:"must be equal to one of the allowed values",schema:schema82.properties.employeeCount.enum,parentSchema:schema82.properties.employeeCount,data:data6};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema82.type,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate111.errors = vErrors;
return errors === 0;
}

